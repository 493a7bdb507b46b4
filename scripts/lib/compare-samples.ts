/**
 * One sample of each version for `npm run bench:compare`, taken in a given order in one Chromium:
 * a page's load (scripts/lib/load-probe.ts) or a control's first touch (scripts/lib/interaction-probe.ts)
 * in one of three situations. Each sample is a fresh browser context: nothing cached but what the
 * situation caches.
 */
import type { Browser } from 'playwright-core';
import type { Control } from './interaction-controls.ts';
import { prepareTouch, probeScript, probeSettings, touch } from './interaction-probe.ts';
import { measureLoad } from './load-probe.ts';
import { contextOptions, openThrottledTab, profiles } from './throttled-tab.ts';
import { splashSeen } from './visits.ts';

export const situations = ['first-visit', 'cold', 'warm'] as const;
export type Situation = (typeof situations)[number];

/** A sample: milliseconds by metric name, or why it failed. */
export type Sample = Record<string, number> | Error;
/** Each of the versions' samples, taken in the order given; a version is named by its origin. */
export type PairSample = (origins: readonly string[]) => Promise<Sample[]>;

const failure = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function samplers(browser: Browser, cpuSlowdown: number) {
  /** A tap's phone at the run's fixed slowdown; a hover's desktop as Lighthouse's. */
  const profileFor = (t: Control['touch']) =>
    t === 'tap' ? { ...profiles.mobile, cpuSlowdown } : profiles.desktop;

  /** Loads of `route` as a later page of a visit (no splash), one version after the other. */
  const loads =
    (route: string): PairSample =>
    async (origins) => {
      const samples: Sample[] = [];
      for (const origin of origins) {
        const context = await browser.newContext(contextOptions(profileFor('tap')));
        await context.addInitScript(...splashSeen);
        const { page } = await openThrottledTab(context, profileFor('tap'));
        samples.push(await measureLoad(browser, page, `${origin}${route}`).catch(failure));
        await context.close();
      }
      return samples;
    };

  /** A page of `control` at `origin`, ready for its first touch in `situation`, in a context of its own. */
  async function readyToTouch(control: Control, origin: string, situation: Situation) {
    const profile = profileFor(control.touch);
    const context = await browser.newContext(contextOptions(profile));
    if (control.permissions) await context.grantPermissions(control.permissions, { origin });
    await context.addInitScript({ content: probeScript(control) });
    if (situation !== 'first-visit') await context.addInitScript(...splashSeen);
    if (situation === 'warm') {
      // The control used once on an earlier page of the visit, so that its code is cached.
      const earlier = await openThrottledTab(context, profile);
      await prepareTouch(earlier, control, origin, { splash: false });
      if (!(await touch(earlier, control)).record.found[0])
        throw new Error('the priming touch showed nothing');
      await earlier.quiet(probeSettings.idleQuietMs);
      await earlier.page.close();
    }
    const tab = await openThrottledTab(context, profile);
    await prepareTouch(tab, control, origin, { splash: situation === 'first-visit' });
    return { context, tab };
  }

  /** The touch on a ready page: each response's time from the pointer event, and the touch's INP. */
  async function firstTouch(control: Control, tab: Awaited<ReturnType<typeof readyToTouch>>['tab']) {
    const { record, inp } = await touch(tab, control);
    const sample: Record<string, number> = {};
    for (const [i, response] of control.responses.entries()) {
      const name = response.name ?? 'first response';
      const found = record.found[i];
      if (!found) throw new Error(`no ${name} within ${probeSettings.responseTimeoutMs / 1000} s`);
      sample[name] = found - record.pointerAt;
    }
    if (control.touch === 'tap' && inp === null)
      throw new Error(`web-vitals reported no INP within ${probeSettings.inpWaitMs / 1000} s`);
    return inp === null ? sample : { ...sample, INP: inp };
  }

  /**
   * The first touch on `control` in `situation`, in each version: the pages made ready side by side
   * (loads, a splash's three seconds, a priming touch), then touched one after the other, each page
   * closed once touched, so that its island waking takes nothing from the next touch.
   */
  const touches =
    (control: Control, situation: Situation): PairSample =>
    async (origins) => {
      const pages = await Promise.allSettled(origins.map((o) => readyToTouch(control, o, situation)));
      const samples: Sample[] = [];
      for (const ready of pages) {
        if (ready.status === 'rejected') samples.push(failure(ready.reason));
        else {
          samples.push(await firstTouch(control, ready.value.tab).catch(failure));
          await ready.value.context.close();
        }
      }
      return samples;
    };

  return { loads, touches };
}
