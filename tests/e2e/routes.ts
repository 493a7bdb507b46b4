import { contentRoutes } from '../../scripts/lib/site-content.ts';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';

/** Every page of the fixture's site, the one the behaviour tests run against. */
export const fixtureRoutes = contentRoutes(fixtureContent);

/** Those, and the 404 page an unknown address gets. */
export const siteRoutes = [...fixtureRoutes, '/no-such-page'];
