import { iconFrame, icons, type IconName } from '../lib/markup/icons.ts';

/** The static Icon component's React twin: same paths and paint, for use inside islands. */
export function SvgIcon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      {...iconFrame(name, size)}
      dangerouslySetInnerHTML={{ __html: icons[name].body }}
    />
  );
}
