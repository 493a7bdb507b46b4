import { icons, type IconName } from '../components/icons.ts';

/** The static Icon component's React twin: same paths, for use inside islands. */
export function SvgIcon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const icon = icons[name];
  const paint =
    icon.kind === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...paint}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
