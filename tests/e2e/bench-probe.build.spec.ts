import type { Browser } from 'playwright-core';
import { metricsOf, sampler } from '../../scripts/lib/compare-samples.ts';
import { controls } from '../../scripts/lib/interaction-controls.ts';
import { launchBenchChromium } from '../../scripts/lib/throttled-tab.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { describeBuild } from '../support/built-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * What `npm run bench:compare` measures is there to be measured: on the content it runs on (the
 * fixture and a developer's write-up), each control it touches (scripts/lib/interaction-controls.ts)
 * is found and gives every metric the comparison reads. One cold touch a control, taken as the
 * comparison takes it but without the CPU slowdown. A page that gains another list, or a control
 * that is renamed, fails here, not silently in a comparison that has nothing left to compare.
 */
describeBuild(testBuilds.writeUp, (_pages, served) => {
  let browser: Browser | undefined;
  test.beforeAll(async () => {
    browser = await launchBenchChromium();
  });
  test.afterAll(() => browser?.close());

  for (const control of controls) {
    test(`bench:compare finds the ${control.name} on ${control.route} and sees it answer`, async () => {
      const job = { subject: { control, situation: 'cold' as const }, origins: [served().origin] };
      const [sample] = (await sampler(browser!, 1)([job]))[0]!;
      if (sample instanceof Error) throw new Error(`The comparison's probe failed: ${sample.message}`);
      // Every metric the comparison reads of it, each a time (the script time may be a bare 0).
      for (const metric of metricsOf(job.subject)) expect(sample![metric], metric).toBeGreaterThanOrEqual(0);
    });
  }
});
