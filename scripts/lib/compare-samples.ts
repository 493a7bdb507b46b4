/**
 * One round of `npm run bench:compare`'s samples, in one Chromium: pages' loads (scripts/lib/load-probe.ts)
 * and controls' first touches (scripts/lib/interaction-probe.ts) in one of three situations, each at a
 * list of origins (the two versions, in the round's order), each version in a fresh browser context:
 * nothing cached but what its situation caches.
 *
 * A round's time went on work no sample needs and on waits taken one after another. Chromium slows a
 * page down by spinning its main thread, idle or not, so a tab is throttled only while measured. A
 * version's later page of a route is one visit, one context: its load is measured (with the probe of
 * the control tapped there), then the control's cold touch, then a second page of the visit, the
 * control's code now cached, gives the warm touch. The pages that no measure must precede (blank tabs
 * for the loads, first visits with their 3 s splash) are made ready side by side, a few at once (more
 * only contend for two cores), then all are measured one at a time while the rest sit idle, each
 * case's versions back to back; then the warm pages likewise.
 */
import pLimit from 'p-limit';
import type { Browser, BrowserContext } from 'playwright-core';
import { decisionRule } from './compare-stats.ts';
import { controls, type Control } from './interaction-controls.ts';
import { prepareTouch, probeScript, probeSettings, scriptMetric, touch } from './interaction-probe.ts';
import { loadMetrics, markMoments, measureLoad } from './load-probe.ts';
import { contextOptions, openTab, profiles, type Profile, type Tab } from './throttled-tab.ts';
import { splashSeen } from './visits.ts';

export const situations = ['first-visit', 'cold', 'warm'] as const;
export type Situation = (typeof situations)[number];

/** What is measured: a page's load (as a later page of a visit, on the phone), or a control's first touch. */
export type Subject = { route: string } | { control: Control; situation: Situation };
/** A subject measured once at each origin, in that order (an origin may come again: another sample). */
export type Job = { subject: Subject; origins: readonly string[] };
/** A sample: milliseconds by metric name, or why it failed. */
export type Sample = Record<string, number> | Error;

/** The metrics a subject's samples hold. */
export const metricsOf = (subject: Subject): string[] =>
  'route' in subject
    ? [...loadMetrics]
    : [
        ...subject.control.responses.map((response) => response.name ?? 'first response'),
        scriptMetric,
        ...(subject.control.touch === 'tap' ? ['INP'] : []),
      ];

/** 60 Hz: the frame a visitor's screen shows a response in. */
export const frameMs = 1000 / 60;
/** The metrics that sum the main thread's work (Chromium's busy and script times), not read at a frame. */
const workMetrics: readonly string[] = [loadMetrics[0], loadMetrics[1], scriptMetric];

/**
 * The least change of a metric that is worth a verdict, beside 10 % of its mean (compare-stats.ts).
 * A sum of the main thread's work, 5 ms. A response, LCP and INP end at a frame (the probe reads a
 * response in the first animation frame that shows it, INP ends at the next paint), so a change of
 * less than one is beneath what a sample resolves and what a visitor sees: a frame at least.
 */
export const leastChangeMs = (metric: string) =>
  workMetrics.includes(metric) ? decisionRule.minMs : frameMs;

/** One version's visit, and the samples taken in it: a stage each (0 its load, 1 a first or cold touch, 2 a warm one). */
interface Visit {
  origin: string;
  route: string;
  control: Control | undefined;
  profile: Profile;
  firstVisit: boolean;
  stages: number[];
  context?: BrowserContext | undefined;
  tab?: Tab;
}

const failure = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const stageOf = (subject: Subject) => ('route' in subject ? 0 : subject.situation === 'warm' ? 2 : 1);

/** `round(jobs)`: each job's samples, by origin, taken in one round as above. */
export function sampler(browser: Browser, cpuSlowdown: number, sideBySide = 4) {
  const side = pLimit(sideBySide);
  /** A visit as its samples need it: no splash on a later page, load moments marked, the control's probe. */
  async function open(visit: Visit) {
    const context = await browser.newContext(contextOptions(visit.profile));
    visit.context = context;
    if (!visit.firstVisit) await context.addInitScript(...splashSeen);
    if (visit.stages.includes(0)) await context.addInitScript(markMoments);
    if (visit.control?.permissions)
      await context.grantPermissions(visit.control.permissions, { origin: visit.origin });
    if (visit.control) await context.addInitScript({ content: probeScript(visit.control) });
  }
  const close = async (visit: Visit) => {
    await visit.context?.close();
    visit.context = undefined;
  };
  /** A new page of the visit at its control's page, ready for `touch`. */
  async function readyToTouch(visit: Visit) {
    visit.tab = await openTab(visit.context!, visit.profile);
    await visit.tab.page.goto(`${visit.origin}${visit.route}`, { waitUntil: 'load', timeout: 60_000 });
    await prepareTouch(visit.tab, visit.control!, { splash: visit.firstVisit });
  }
  /** The control used once on this page of the visit, so that its code is cached for the next. */
  async function used(visit: Visit, touched = false) {
    if (!touched) await touch(visit.tab!, visit.control!);
    await visit.tab!.quiet(probeSettings.idleQuietMs);
    await visit.tab!.page.close();
  }

  /** Made ready for the sample of `stage` (a visit closed by a failure starts afresh, primed for a warm touch). */
  async function ready(visit: Visit, stage: number) {
    const fresh = !visit.context;
    if (fresh) await open(visit);
    if (stage === 0) visit.tab = await openTab(visit.context!, visit.profile);
    if (fresh && stage === 2) await readyToTouch(visit).then(() => used(visit));
    if ((fresh && stage === 1) || stage === 2) await readyToTouch(visit);
  }

  /** The sample, its tab throttled: a load, or a touch's responses and INP. */
  const measure = (visit: Visit, stage: number) =>
    stage === 0
      ? measureLoad(visit.tab!, `${visit.origin}${visit.route}`)
      : touch(visit.tab!, visit.control!);

  /** Once measured: the page made ready for the visit's next sample, idle before the next is measured. */
  async function after(visit: Visit, stage: number) {
    const next = visit.stages.find((s) => s > stage);
    if (next === undefined) return close(visit);
    if (stage === 0) await prepareTouch(visit.tab!, visit.control!, { splash: false });
    if (next === 2) await used(visit, stage === 1);
  }

  return async function round(jobs: readonly Job[]): Promise<Sample[][]> {
    const samples: Sample[][] = jobs.map(({ origins }) => origins.map(() => new Error('not taken')));
    // A page's load is taken in the visit of the control tapped on that page, if any.
    const tapped = (route: string) => controls.find((c) => c.route === route && c.touch === 'tap');
    const visits = new Map<string, Visit>();
    const takes = jobs.flatMap(({ subject, origins }, job) =>
      origins.map((origin, at) => {
        const route = 'route' in subject ? subject.route : subject.control.route;
        const control = 'control' in subject ? subject.control : tapped(route);
        const firstVisit = 'control' in subject && subject.situation === 'first-visit';
        // An origin listed again in a job: a sample in a visit of its own, made the same way.
        const again = origins.indexOf(origin) < at;
        const key = firstVisit || again ? `${job} ${at}` : `${origin} ${control?.name ?? route}`;
        const visit: Visit = visits.get(key) ?? {
          origin,
          route,
          control,
          profile: control?.touch === 'hover' ? profiles.desktop : { ...profiles.mobile, cpuSlowdown },
          firstVisit,
          stages: [],
        };
        visits.set(key, visit);
        visit.stages.push(stageOf(subject));
        return { job, at, visit, stage: stageOf(subject) };
      }),
    );
    type Take = (typeof takes)[number];
    const readied = new Map<Take, Promise<unknown>>();
    // Side by side: every page that no measure comes before, then the warm pages once primed.
    const prepare = async (list: Take[]) => {
      list.forEach(({ visit, stage }, i) =>
        readied.set(
          list[i]!,
          side(() => ready(visit, stage)),
        ),
      );
      await Promise.allSettled(readied.values());
    };
    try {
      await prepare(takes.filter(({ stage, visit }) => stage === 0 || !visit.stages.includes(0)));
      for (const stage of [0, 1, 2]) {
        if (stage === 2) await prepare(takes.filter((take) => take.stage === 2));
        for (const take of takes.filter((t) => t.stage === stage)) {
          const { job, at, visit } = take;
          try {
            await (readied.get(take) ?? ready(visit, stage));
            await visit.tab!.throttle();
            samples[job]![at] = await measure(visit, stage).finally(() => visit.tab!.throttle(false));
            await after(visit, stage);
          } catch (error) {
            if (samples[job]![at] instanceof Error) samples[job]![at] = failure(error);
            await close(visit);
          }
        }
      }
    } finally {
      await Promise.all([...visits.values()].map(close));
    }
    return samples;
  };
}
