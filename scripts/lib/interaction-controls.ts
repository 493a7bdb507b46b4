/**
 * The controls `npm run bench:compare` measures, one entry each, on pages of the tests' fixture
 * content with a developer's write-up: a tap on Lighthouse's phone, a hover on its desktop. A response
 * is read in the page by a `look`, which travels there as source and so uses only its argument: it
 * shows once `look(subject)` differs from what it read as the touch was armed (a dialog open…).
 */
import type { Locator, Page } from 'playwright-core';
import { workListName } from '../../src/lib/markup/navigation.ts';

export type Look = (subject: string) => string | boolean | null;

export interface Control {
  name: string;
  /** The page, without the base path. */
  route: string;
  /** A tap (`pointerdown` starts the clock) or a mouse moving over the control (`pointerover`). */
  touch: 'tap' | 'hover';
  target: (page: Page) => Locator;
  /** The first visible response, held to the budgets; then what follows it, in rows of their own. */
  responses: readonly { look: Look; subject: string; name?: string }[];
  permissions?: string[];
  /** Where a mouse rests before it moves onto the control (it crosses the page on its way). */
  approach?: (page: Page) => Locator;
}

/** A dialog named `subject` is open and laid out: modal (the screenshot viewer) or a popover (the menu). */
function dialogOpen(subject: string): boolean {
  const open = document.querySelectorAll('dialog[open], dialog:popover-open');
  const dialog = [...open].find((d) => d.ariaLabel === subject);
  return Boolean(dialog?.checkVisibility({ visibilityProperty: true }));
}

/** The viewer named `subject` opens, or (its island asleep) the thumbnail's link leads on: the page fades out. */
function viewerOrImage(subject: string): boolean {
  const open = document.querySelector(`dialog[open][aria-label="${subject}"]`);
  return Boolean(open?.checkVisibility()) || document.documentElement.hasAttribute('data-page-leave');
}

/** The dialog named `subject` shows its counter ("1 of 5"): the island has filled it. */
function dialogFilled(subject: string): boolean {
  const dialog = [...document.querySelectorAll('dialog[open]')].find((d) => d.ariaLabel === subject);
  return /\d+ of \d+/.test(dialog?.querySelector('[aria-live]')?.textContent ?? '');
}

/** The colour mode on `<html>` (none until the visitor or a stored choice sets it). */
function colourMode(): string | null {
  return document.documentElement.dataset.theme ?? null;
}

/** The /work preview panel shows an image: loaded, decoded to a size, not transparent. */
function previewShown(): boolean {
  const image = document.querySelector<HTMLImageElement>('[data-preview-panel] img');
  return Boolean(image?.complete && image.naturalWidth > 0 && Number(getComputedStyle(image).opacity) > 0);
}

/** The embed answers: its button busy (a turning ring), its frame, or its loading note for `subject`. */
function embedLoading(subject: string): boolean {
  const shows = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const notes = [...document.querySelectorAll('[role="status"]')];
  return (
    [...document.querySelectorAll('button[aria-busy="true"]')].some(shows) ||
    document.querySelector('iframe') !== null ||
    notes.some((note) => (note.textContent ?? '').includes(`Loading ${subject}`) && shows(note))
  );
}

/** The embed's frame is in the page: the island has made it. */
function embedFrame(): boolean {
  return document.querySelector('iframe') !== null;
}

/** A button's label reads `subject` ("Copied") and shows: the e-mail's or a code block's. */
function buttonSays(subject: string): boolean {
  return [...document.querySelectorAll('button span')].some(
    (label) => label.textContent?.trim() === subject && label.checkVisibility({ visibilityProperty: true }),
  );
}

/** A status (a toast, a code block's words for screen readers) saying `subject` is laid out and not transparent. */
function statusShown(subject: string): boolean {
  return [...document.querySelectorAll('[role="status"]')].some(
    (status) =>
      (status.textContent ?? '').includes(subject) &&
      status.checkVisibility({ visibilityProperty: true }) &&
      Number(getComputedStyle(status).opacity) > 0,
  );
}

/** The bare page's paragraph (scripts/templates/bare-control.html), whose id is `subject`, shows. */
function elementShown(subject: string): boolean {
  return document.getElementById(subject)?.hidden === false;
}

const gallery = 'Images of Haletale Sign In/Sign Up Page';
const embed = 'Lyman Rentals Website';
/** The write-up of tests/fixtures/writing: a page with code blocks. */
const writeUp = '/work/trailhead-sync';

export const controls: readonly Control[] = [
  {
    name: 'menu',
    route: '/work',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Open navigation' }),
    responses: [{ look: dialogOpen, subject: 'Site navigation' }],
  },
  {
    name: 'theme',
    route: '/about',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Change theme color' }),
    responses: [{ look: colourMode, subject: 'data-theme' }],
  },
  {
    name: 'preview',
    route: '/work',
    touch: 'hover',
    approach: (page) => page.getByRole('heading', { level: 1 }),
    target: (page) => page.getByRole('list', { name: workListName }).getByRole('link').first(),
    responses: [{ look: previewShown, subject: 'the preview image' }],
  },
  {
    name: 'viewer',
    route: '/work/haletale',
    touch: 'tap',
    target: (page) => page.getByRole('region', { name: gallery }).getByRole('link').first(),
    responses: [
      { look: viewerOrImage, subject: gallery },
      { name: 'viewer filled', look: dialogFilled, subject: gallery },
    ],
  },
  {
    name: 'embed',
    route: '/work/lyman-rentals',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: `Load ${embed}` }),
    responses: [
      { look: embedLoading, subject: embed },
      { name: 'embed frame', look: embedFrame, subject: embed },
    ],
  },
  {
    name: 'copy',
    route: '/contact',
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: 'Copy e-mail address' }),
    responses: [
      { look: buttonSays, subject: 'Copied' },
      { name: 'copy toast', look: statusShown, subject: 'E-mail address copied' },
    ],
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  {
    name: 'code copy',
    route: writeUp,
    touch: 'tap',
    target: (page) => page.getByRole('button', { name: /^Copy .+ code$/ }).first(),
    responses: [
      { look: buttonSays, subject: 'Copied' },
      { name: 'code copy status', look: statusShown, subject: 'code copied' },
    ],
    permissions: ['clipboard-read', 'clipboard-write'],
  },
];

/**
 * The host's limit at the moment of the run: a page of one button that shows one paragraph
 * (scripts/templates/bare-control.html), tapped as the controls are.
 */
export const bareControl: Control = {
  name: 'bare button',
  route: '/',
  touch: 'tap',
  target: (page) => page.getByRole('button', { name: 'Show' }),
  responses: [{ look: elementShown, subject: 'shown' }],
};
