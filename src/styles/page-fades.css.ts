/**
 * Page fades between documents: the old page fades out over 0.5 s while the new one fades in
 * over 0.5 s. Engines with cross-document view transitions cross-fade the two snapshots (the
 * opt-in is `@view-transition` in transitions.css); the others run the same fades on the page
 * content, switched on by PageFades.astro. The header stays put. None under reduced motion.
 */
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { motionOk } from './breakpoints.ts';
import { pageEntering, pageLeaving } from './root-state.ts';
import { durations, easings } from './tokens.ts';

const fadeOut = keyframes({ to: { opacity: 0 } });
const fadeIn = keyframes({ from: { opacity: 0 } });

const out = `${fadeOut} ${durations.pageFade} ${easings.exit} both`;
const into = `${fadeIn} ${durations.pageFade} ${easings.enter} both`;

/** The page content that fades in the fallback; the header, like its view-transition group, stays. */
const content = ':is(main, footer)';

globalStyle('::view-transition-old(root)', { '@media': { [motionOk]: { animation: out } } });
globalStyle('::view-transition-new(root)', { '@media': { [motionOk]: { animation: into } } });
globalStyle('::view-transition-group(site-header)', {
  '@media': { [motionOk]: { animationDuration: '0s' } },
});

// Arriving after a page that faded out, then leaving (the later rule wins when both apply).
globalStyle(`${pageEntering} ${content}`, { '@media': { [motionOk]: { animation: into } } });
globalStyle(`${pageLeaving} ${content}`, { '@media': { [motionOk]: { animation: out } } });
