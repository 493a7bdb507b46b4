/**
 * A technology's page, in every engine, at the phone's width (the island that previews is /work's,
 * held at both widths in work.spec.ts): reached from /work's list of technologies, it lists
 * exactly that technology's projects, previews one as /work does, and leads to it, whose stack
 * links back.
 */
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { workListSelector } from '../../src/lib/markup/navigation.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';
import { anyWidth } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { arrive, previewShown, pressUntilFocused, shown, until, workEntry } from './visitor.ts';

const technology = projectTechnologies(readProjects(fixtureContent)).find(
  (candidate) => candidate.projects.length > 2,
)!;
const [, second] = technology.projects;

test(
  `${technologyPath(technology.slug)}: from /work, exactly its projects, a preview, and on to one`,
  { tag: anyWidth },
  async ({ site }) => {
    await arrive(site, '/work');
    await site.click({
      role: 'link',
      name: `${technology.name} ${technology.projects.length} projects`,
      within: { role: 'navigation', name: 'Technologies' },
    });
    await site.waitForPath(technologyPath(technology.slug));
    expect(await site.evaluate(() => document.querySelector('main h1')?.textContent?.trim())).toBe(
      technology.name,
    );
    const listed = await site.evaluate(
      (list) => [...document.querySelectorAll(`main ${list} a`)].map((link) => link.getAttribute('href')),
      workListSelector,
    );
    expect(listed).toEqual(technology.projects.map((project) => `/work/${project.id}`));

    await pressUntilFocused(site, `${second!.data.listTitle}${second!.data.listCategory}`);
    await until(
      async () => (await previewShown(site))?.startsWith(`${second!.data.title} `) ?? false,
      'the second project previews',
    );

    await site.click(workEntry(1));
    await site.waitForPath(`/work/${second!.id}`);
    expect(await shown(site, { role: 'link', name: technology.name, within: { role: 'main' } })).toBe(true);
  },
);
