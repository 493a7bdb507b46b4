import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {
  accessibilityEvidence,
  accessibilityPath,
  engineNames,
  provenChecks,
  statedCheck,
} from '../../src/lib/content/accessibility.ts';
import { statementSectionIds } from '../../src/lib/markup/element-ids.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { testBuildPath, testBuilds } from '../builds/test-builds.ts';
import { expect, test } from './fixtures.ts';

/**
 * The accessibility statement says what the evidence file holds (src/lib/content/
 * accessibility-evidence.json, which the last step of npm test holds to what the suites proved):
 * each check, the engines and widths, the commit; nothing else. The page checks (pages.build.spec)
 * load it like any page.
 */
const file = `${accessibilityPath.slice(1)}.html`;
const read = (dir: string, name: string) => cheerio.load(readFileSync(path.join(dir, name), 'utf8'));

test("/accessibility states exactly the checks of the evidence file, where and when they ran, and the owner's address; an owner who turns it off has no page and no footer link to it", () => {
  const root = testBuildPath(testBuilds.root);
  const page = read(root, file);
  const t = wordsFor(page('html').attr('lang') ?? '');
  const verified = page(`section[aria-labelledby="${statementSectionIds.verified}"]`);
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(
    verified
      .find('li')
      .toArray()
      .map((item) => squash(page(item).text())),
  ).toEqual(provenChecks().map((proven) => statedCheck(t, proven)));

  const { widths, verified: run } = accessibilityEvidence;
  const lead = squash(verified.find('p').first().text());
  if (provenChecks().length === 0) expect(lead).toBe(t.words.accessibility.nothingClaimed);
  else {
    for (const engine of new Set(provenChecks().flatMap((check) => check.engines)))
      expect(lead).toContain(engineNames[engine]);
    for (const width of widths) expect(lead).toContain(String(width));
    expect(squash(verified.text())).toContain(`commit ${run.commit} on ${t.day(run.date)}`);
    expect(verified.find(`time[datetime="${run.date}"]`).length).toBe(1);
  }
  expect(page(`a[href^="mailto:"]`).attr('href')).toBe('mailto:you@example.com');
  expect(read(root, 'index.html')(`footer a[href="${accessibilityPath}"]`).length).toBe(1);

  const off = testBuildPath(testBuilds.oneProject);
  expect(existsSync(path.join(off, file)), 'no statement page').toBe(false);
  expect(read(off, 'index.html')(`footer a[href$="${accessibilityPath}"]`).length).toBe(0);
});
