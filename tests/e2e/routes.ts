import { routesFromContent } from '../../scripts/lib/site-content.ts';

/** Every page of the site (read from src/content), and the 404 page an unknown address gets. */
export const siteRoutes = [...routesFromContent(), '/no-such-page'];
