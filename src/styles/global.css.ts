import { globalStyle } from '@vanilla-extract/css';
import { motionOk } from './breakpoints.ts';
import { headingType } from './primitives.ts';
import { colourModeSwitching, lightMode, menuIsOpen, pageBehindHeld } from './root-state.ts';
import { vars } from './theme.css.ts';

globalStyle(':root', { colorScheme: 'dark' });
globalStyle(lightMode, { colorScheme: 'light' });
// The colour mode flips in one frame (see `rootAttributes.colourModeSwitch`).
globalStyle(['*', '*::before', '*::after'].map((part) => `${colourModeSwitching} ${part}`).join(', '), {
  transition: 'none !important',
});

// The page behind a full-screen dialog (the menu, the screenshot viewer) holds still.
globalStyle(pageBehindHeld, { overflow: 'hidden' });
// The menu is a popover, not a modal: what it covers is hidden too, so that neither focus nor a
// screen reader lands there. `visibility` is inherited: the menu shows again.
globalStyle(`${menuIsOpen} body`, { visibility: 'hidden' });
globalStyle(`${menuIsOpen} body :popover-open`, { visibility: 'visible' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchored headings land below the sticky header.
  scrollPaddingTop: `calc(${vars.headerHeight} + ${vars.space[4]})`,
  '@media': { [motionOk]: { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.colour.text,
  backgroundColor: vars.colour.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('img, picture, svg, video, iframe', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: 1.2, textWrap: 'balance', ...headingType });
globalStyle('p', { textWrap: 'pretty' });
globalStyle('button', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.colour.primaryText, textUnderlineOffset: '0.2em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.colour.focusRing}`,
  outlineOffset: '3px',
  borderRadius: vars.radius.sm,
});

globalStyle('::selection', { backgroundColor: vars.colour.primary, color: vars.colour.onPrimary });
