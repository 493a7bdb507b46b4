/**
 * The toast, in every engine: "Copy e-mail address" on Contact says so at the tap, then confirms
 * with a success toast at the bottom centre that stays while hovered or focused, closes on its own
 * after its time, and can be reached and dismissed from the keyboard. Its time runs on the test's
 * clock (tests/support/held-timers.ts), never the wall clock.
 */
import { copyStateAttribute } from '../../src/lib/browser/copy.ts';
import { toastDefaults } from '../../src/lib/browser/toast-store.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { axeInBothModes } from '../support/axe.ts';
import { fireHeldTimers, heldTimerCount, holdTimers } from '../support/held-timers.ts';
import type { EnginePage } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import {
  animationsHeld,
  arrive,
  entranceFinished,
  holdAnimations,
  pressUntilFocused,
  releaseAnimations,
  toastsShown,
  until,
} from './visitor.ts';
import { proves } from '../support/evidence-reporter.ts';

const copy = { role: 'button', name: 'Copy e-mail address' } as const;
const confirmation = 'E-mail address copied';

/** In the page: the success toast's box against the viewport's, or null while there is none. */
function toastBox(title: string) {
  const toast = [...document.querySelectorAll('[role="status"][data-status]')].find((element) =>
    element.textContent?.includes(title),
  );
  if (!toast) return null;
  const box = toast.getBoundingClientRect();
  return {
    status: toast.getAttribute('data-status'),
    offCentre: Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2),
    aboveBottom: innerHeight - box.bottom,
  };
}

const confirmed = async (site: EnginePage) =>
  (await toastsShown(site, 'status')).some((text) => text.includes(confirmation));

test(
  'copying the e-mail address says so at the tap, then a success toast at the bottom centre that stays while hovered or focused and can be dismissed by keyboard',
  { tag: [anyWidth, proves('axe'), proves('keyboard')] },
  async ({ site }) => {
    await arrive(site, '/contact');
    // The toast's countdown, and what is left of it after a pause, is the test's to end.
    await site.evaluate(holdTimers, [100, toastDefaults.duration]);
    await site.click(copy);
    // Answered in the click's own task, before the toast island could have woken.
    expect(
      await site.evaluate(
        (attribute) => document.querySelector(`[${attribute}]`)?.getAttribute(attribute),
        copyStateAttribute,
      ),
    ).toMatch(/^(copying|copied)$/);
    await until(() => confirmed(site), 'a toast confirms the copy');
    // Hovered, its time stands still: held so while the test looks at it.
    await site.hover({ role: 'button', name: 'Dismiss notification' });
    const address = await site.evaluate(() =>
      [...document.querySelectorAll('main a[href^="mailto:"]')]
        .map((link) => link.textContent?.trim())
        .find(Boolean),
    );
    expect((await toastsShown(site, 'status')).join(' ')).toContain(address);
    const box = await site.evaluate(toastBox, confirmation);
    expect(box?.status).toBe('success');
    expect(box!.offCentre, 'centred').toBeLessThan(2);
    expect(box!.aboveBottom, 'at the bottom').toBeLessThan(40);
    await site.evaluate(entranceFinished, '[role="status"][data-status]');
    expect(await axeInBothModes(site)).toEqual([]);
    await site.evaluate(fireHeldTimers);
    expect(await confirmed(site), 'no countdown while hovered').toBe(true);
    // Left, what is left of its time runs out (on the test's clock, or on its own on a machine so
    // slow that its five seconds had passed before the pointer came), and the toast goes.
    await site.movePointer(5, 5);
    await until(
      async () => (await site.evaluate(heldTimerCount)) > 0 || !(await confirmed(site)),
      'its countdown resumes',
    );
    await site.evaluate(fireHeldTimers);
    await until(async () => !(await confirmed(site)), 'its time over, the toast goes');

    // By keyboard, from the top of the page: raised, reached (focus holds it), dismissed. (Tabbing
    // back past the page's start would take focus through the browser's own controls.)
    // Its entrance is held (a controlled clock), so it is dismissed while it still enters: it leaves
    // with no refused style write (the fixture fails the test on any console error).
    await site.reload();
    await site.evaluate(holdTimers, [100, toastDefaults.duration]);
    await holdAnimations(site, '[data-status]');
    await pressUntilFocused(site, 'Copy e-mail address');
    await site.press('Enter');
    await until(() => confirmed(site), 'Enter copies too');
    await until(async () => (await animationsHeld(site)) > 0, 'the toast enters');
    const entering = await animationsHeld(site);
    await pressUntilFocused(site, 'Dismiss notification');
    await site.evaluate(fireHeldTimers);
    expect(await confirmed(site), 'focus holds it').toBe(true);
    await site.press('Enter');
    await until(async () => (await animationsHeld(site)) > entering, 'it starts to leave');
    await releaseAnimations(site);
    await until(async () => !(await confirmed(site)), 'Enter dismisses it');
  },
);
