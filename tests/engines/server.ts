/** The production build under test, served the way GitHub Pages serves it; shared by both Playwright configs. */

/** E2E_PORT lets two checkouts run their tests side by side. */
export const e2ePort = Number(process.env.E2E_PORT) || 4321;

export const buildServer = {
  command: `node scripts/serve-build.ts dist / ${e2ePort}`,
  url: `http://127.0.0.1:${e2ePort}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};
