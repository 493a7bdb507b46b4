/**
 * Icons only static pages draw (Icon.astro), kept apart from icons.ts, which the islands bundle:
 * an icon here costs no island a byte, and a site that never shows one ships the same code.
 */
import { iconFrame } from './icons.ts';

export const pageIcons = {
  search: { body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>' },
  feed: {
    body: '<path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14"/><circle cx="6" cy="18" r="1"/>',
  },
} as const satisfies Record<string, { body: string }>;

export type PageIconName = keyof typeof pageIcons;

/** Stroked on the 24px grid as the site's own icons are: the frame of one of them. */
export const pageIconFrame = (size?: number) => iconFrame('link', size);
