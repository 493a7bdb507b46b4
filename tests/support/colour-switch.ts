/**
 * The colour mode's switch, read in the page: the page takes its new colours in one frame, with no
 * transition started meanwhile (`rootAttributes.colourModeSwitch`). For a Playwright page and the
 * every-engine tests' pages alike: only `evaluate` is used.
 */
import { rootAttributes } from '../../src/styles/root-attributes.ts';
import type { EnginePage } from '../engines/engine-page.ts';

type InPage = Pick<EnginePage, 'evaluate'>;

/**
 * Starts a record of the transitions that start on the page from now on (`transitionrun`), but for
 * those of the control named `except` and of its tooltip (the hidden text of the same name), which
 * the pointer resting on it may start. `transitionsStarted` reads it.
 */
export const recordTransitions = (page: InPage, except: string) =>
  page.evaluate((label) => {
    const started: string[] = [];
    (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
    document.addEventListener('transitionrun', (event) => {
      const target = event.target as Element;
      const control = document.querySelector(`[aria-label="${label}"]`);
      const tooltip = [...document.querySelectorAll('[aria-hidden="true"]')].find(
        (element) => element.textContent?.trim() === label,
      );
      if (control?.contains(target) || tooltip?.contains(target)) return;
      started.push(`<${target.tagName.toLowerCase()} class="${target.className}"> ${event.propertyName}`);
    });
  }, except);

export const transitionsStarted = (page: InPage) =>
  page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted);

/** Whether the colour mode is still switching. */
export const colourModeSwitching = (page: InPage) =>
  page.evaluate(
    (attribute) => document.documentElement.hasAttribute(attribute),
    rootAttributes.colourModeSwitch,
  );
