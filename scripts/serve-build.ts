/**
 * Serves a build the way GitHub Pages does (scripts/lib/pages-server.ts), for the end-to-end
 * tests and for looking at a build by hand.
 * Usage: node scripts/serve-build.ts [dir=dist] [base=/] [port=4321]
 */
import { servePages } from './lib/pages-server.ts';

const [dir = 'dist', base = '/', port = '4321'] = process.argv.slice(2);
const { url } = await servePages(dir, base, Number(port));
console.log(`Serving ${dir} at ${url}`);
