import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../../styles/primitives.ts';
import { vars } from '../../styles/theme.css.ts';

export const article = style(stack(7));

export const hero = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: `0 1.5rem 3rem -1.5rem ${vars.colour.shadow}`,
});

export const header = style(stack(5));

/** The MDX body: comfortable reading measure and rhythm. */
export const description = style({
  maxWidth: vars.width.prose,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${description} > * + *`, { marginTop: vars.space[4] });
globalStyle(`${description} h2, ${description} h3`, { marginTop: vars.space[6] });
globalStyle(`${description} ul, ${description} ol`, { paddingInlineStart: vars.space[5] });
globalStyle(`${description} code`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  paddingInline: '0.3em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.surface,
});
globalStyle(`${description} pre`, {
  overflowX: 'auto',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${description} pre code`, { padding: 0, backgroundColor: 'transparent' });
