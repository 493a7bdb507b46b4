/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Through Astro's Vite config so that `.css.ts` files and `astro:*` modules resolve in tests.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests draw images (satori, sharp) or build: a slow or busy runner, or one core, takes
    // several times the 5 s default over them, and a verdict must not depend on the machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
