/**
 * The links a project page offers besides Previous and Next, in every engine at both viewports:
 * the way back to the whole list.
 */
import { anyWidth, specProjects } from '../e2e/fixtures.ts';
import { locateInPage, type Target } from './engine-page.ts';
import { expect, test } from './fixtures.ts';
import { arrive } from './visitor.ts';

const backToWork: Target = {
  role: 'link',
  name: 'Back to all work',
  within: { role: 'navigation', name: 'More projects' },
};

test(
  'every project page links back to /work, and the link gets there',
  { tag: anyWidth },
  async ({ site }) => {
    // A page load for each project, then one click.
    test.setTimeout(20_000 + 5_000 * specProjects.length);
    await arrive(site, '/work');
    for (const project of specProjects) {
      await site.goto(`/work/${project.slug}`);
      expect(
        await site.evaluate(locateInPage, { ...backToWork, presence: true }),
        `the back link on /work/${project.slug}`,
      ).toBe(true);
    }

    const last = specProjects[specProjects.length - 1]!;
    await site.goto(`/work/${last.slug}`);
    await site.click(backToWork);
    await site.waitForPath('/work');
    const heading = await site.evaluate(() => document.querySelector('main h1')?.textContent?.trim());
    expect(heading).toBe('My Work');
  },
);
