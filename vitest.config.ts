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
    // A worker runs many files rather than one: a worker a file cost 40 × 0.3 s. The files share no
    // state that outlives them (a stubbed variable is put back after each test, below); checked
    // with `vitest run --sequence.shuffle.files` under several seeds.
    isolate: false,
    unstubEnvs: true,
  },
});
