/**
 * Every kind of page the fixture's build makes, as paths at its root: the fixed pages, a project with
 * screenshots (haletale) and one with an embed (lyman-rentals), a technology and the not-found page.
 * The WCAG checks that a page's markup decides run on each (tests/engines/wcag.spec.ts,
 * tests/e2e/forced-colours.spec.ts).
 */
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { readProjects } from '../../scripts/lib/site-content.ts';
import { projectTechnologies } from '../../src/lib/content/routes.ts';
import { technologyPath } from '../../src/lib/content/technologies.ts';

const [technology] = projectTechnologies(readProjects(fixtureContent));

export const fixturePageKinds: readonly string[] = [
  '/',
  '/work',
  '/about',
  '/contact',
  '/resume',
  '/work/haletale',
  '/work/lyman-rentals',
  technologyPath(technology!.slug),
  '/404.html',
];
