/**
 * WCAG 2.2's criteria that axe cannot see, on every kind of page the site makes, in Chromium,
 * Firefox and WebKit: focus never hidden (2.4.11), targets at least 24 px or spaced as the criterion
 * allows (2.5.8, axe's own rule, run here in every engine), nothing clipped or overlapping under the
 * user's text spacing (1.4.12), and nothing scrolling sideways but a named code or table region
 * (1.4.10; in Chromium also on every kind of page of every build, pages.build.spec.ts), all at 320 px,
 * which is 400 % zoom. Each check also runs on a made-up page that breaks it, where it must find the
 * problem. Forced colours, which only Chromium can emulate: tests/e2e/forced-colours.spec.ts. The
 * checks themselves: tests/support/wcag.ts.
 */
import { readProjects } from '../../scripts/lib/site-content.ts';
import { notesPath } from '../../src/lib/content/notes.ts';
import { searchPath } from '../../src/lib/content/search.ts';
import { testBuilds } from '../builds/test-builds.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { axeRules } from '../support/axe.ts';
import {
  focusObscured,
  reflowProblems,
  reflowViewport,
  textSpacingCss,
  textSpacingProblems,
} from '../support/wcag.ts';
import type { EnginePage } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import { arrive } from './visitor.ts';
import { proves } from '../support/evidence-reporter.ts';
import { fixturePageKinds } from '../support/page-kinds.ts';

const writeUp = readProjects(testBuilds.writeUp.content).at(-1)!;
const [noted] = readProjects(testBuilds.oneProject.content);

/** Every kind of page, on the builds that make it: the fixture's, a write-up, notes and search. */
const pageKinds = (origins: { writeUp: string; notes: string }) => [
  ...fixturePageKinds,
  `${origins.writeUp}/work/${writeUp.slug}`,
  `${origins.notes}${notesPath}`,
  `${origins.notes}${searchPath}`,
  `${origins.notes}/work/${noted!.slug}`,
];

/** 2.4.11, 2.5.8 and 1.4.12 on the page that is open: each problem, prefixed with the criterion. */
async function criteriaProblems(site: EnginePage): Promise<string[]> {
  return [
    ...(await site.evaluate(focusObscured)).map((problem) => `2.4.11: ${problem}`),
    ...(await axeRules(site, ['target-size'])).map((problem) => `2.5.8: ${problem}`),
    ...(await site.evaluate(textSpacingProblems, textSpacingCss)).map((problem) => `1.4.12: ${problem}`),
  ];
}

test(
  'every kind of page: focus never hidden (2.4.11), targets large or spaced enough (2.5.8), text spacing clips nothing (1.4.12), and at 320 px nothing scrolls sideways but a named region (1.4.10)',
  { tag: [anyWidth, proves('focus-not-obscured'), proves('target-size'), proves('text-spacing')] },
  async ({ site, writeUpOrigin, notesOrigin }) => {
    const pages = pageKinds({ writeUp: writeUpOrigin, notes: notesOrigin });
    // A load and a few checks a page.
    test.setTimeout(30_000 + 10_000 * pages.length);
    // All at 320 px, the narrowest phone, where a header covers the most and targets crowd: one load a
    // page for every criterion.
    const { width } = await site.resize(reflowViewport.width, reflowViewport.height);
    expect(width).toBe(reflowViewport.width);
    await arrive(site, '/');
    const problems: string[] = [];
    for (const page of pages) {
      await site.goto(page);
      problems.push(
        ...[
          ...(await criteriaProblems(site)),
          ...(await site.evaluate(reflowProblems)).map((problem) => `1.4.10: ${problem}`),
        ].map((problem) => `${page}: ${problem}`),
      );
    }
    expect(problems).toEqual([]);
    test.info().annotations.push({ type: 'proves', description: 'reflow' });
    test.info().annotations.push({ type: 'widths', description: String(reflowViewport.width) });
  },
);

test(
  'each check finds the problem on a made-up page that breaks its criterion',
  { tag: anyWidth },
  async ({ site, madeUpOrigin }) => {
    // At the width the checks run at on the site's pages.
    const { width } = await site.resize(reflowViewport.width, reflowViewport.height);
    expect(width).toBe(reflowViewport.width);
    const at = (page: string) => site.goto(`${madeUpOrigin}/${page}`);
    await at('header-covers-focus.html');
    expect(await site.evaluate(focusObscured), '2.4.11').not.toEqual([]);
    await at('small-target.html');
    expect(await axeRules(site, ['target-size']), '2.5.8').not.toEqual([]);
    await at('text-spacing-clip.html');
    expect(await site.evaluate(textSpacingProblems, textSpacingCss), '1.4.12').not.toEqual([]);
    await at('fixed-width.html');
    expect(await site.evaluate(reflowProblems), '1.4.10').not.toEqual([]);
  },
);
