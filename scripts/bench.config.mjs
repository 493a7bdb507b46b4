// The site's config with Astro's cache where each build of `npm run bench` says (scripts/bench.ts),
// never in the shared node_modules/.astro.
import config from '../astro.config.mjs';

export default { ...config, cacheDir: process.env.BENCH_CACHE_DIR };
