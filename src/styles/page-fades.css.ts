/**
 * Page fades between documents, the same in every engine: the old page's content fades out over
 * 0.5 s, then the new page's fades in over 0.5 s, switched on through the attributes on <html> by
 * the <head> script (src/lib/browser/page-fades.ts). The header stays put: it is the same on every
 * page. None under reduced motion.
 */
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { motionOk } from './breakpoints.ts';
import { pageEntering, pageLeaving, scriptsOn } from './root-state.ts';
import { durations, easings } from './tokens.ts';

const fadeOut = keyframes({ to: { opacity: 0 } });
const fadeIn = keyframes({ from: { opacity: 0 } });

/** The page content that fades; the header stays. */
const content = ':is(main, footer)';

// Arriving, then leaving (the later rule wins when both apply). Both fill: the arriving page is
// transparent from its first paint, and the leaving one stays faded until the next one shows.
globalStyle(`${pageEntering} ${content}`, {
  '@media': { [motionOk]: { animation: `${fadeIn} ${durations.pageFade} ${easings.enter} both` } },
});
globalStyle(`${pageLeaving} ${content}`, {
  '@media': { [motionOk]: { animation: `${fadeOut} ${durations.pageFade} ${easings.exit} both` } },
});

// Where the fades can run, <main> sits on a compositing layer of its own from the start, so that a
// fade only changes that layer's opacity. Without one, WebKit repaints the content, images and
// all, on every frame of the fade: about 100 ms a frame when it renders in software, a fade seen in
// four steps. Not the footer: as a layer it would paint over the /work preview panel, and it is
// small to repaint.
globalStyle(`${scriptsOn} main`, { '@media': { [motionOk]: { willChange: 'opacity' } } });
