import { specProjects } from './fixtures.ts';

/** Every page of the site, and the 404 page an unknown address gets. */
export const siteRoutes = [
  '/',
  '/work',
  '/about',
  '/contact',
  ...specProjects.map((project) => `/work/${project.slug}`),
  '/no-such-page',
];
