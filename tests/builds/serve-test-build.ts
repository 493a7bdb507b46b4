/**
 * Serves a test build the way GitHub Pages does (scripts/lib/pages-server.ts): the end-to-end
 * suites' web server (tests/engines/server.ts).
 * Usage: node tests/builds/serve-test-build.ts [dir=dist-test] [base=/] [port=4321]
 */
import { servePages } from '../../scripts/lib/pages-server.ts';

const [dir = 'dist-test', base = '/', port = '4321'] = process.argv.slice(2);
const { url } = await servePages(dir, base, Number(port));
console.log(`Serving ${dir} at ${url}`);
