/**
 * The builds `npm test` runs its later stages against (scripts/lib/test-builds.ts): builds the
 * site at / and under /portfolio/ with the test address, each into its own folder, then holds
 * both to html-validate's recommended rules and to the byte budgets. dist/ is left alone.
 *
 * Usage: node scripts/test-builds.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkBuild, formatTable } from './check-budgets.ts';
import { repoRoot } from './lib/site-content.ts';
import { allTestBuilds, testBuildPath, testSiteUrl } from './lib/test-builds.ts';

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

/** Runs a tool with the terminal's output; stops the whole run when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${path.basename(command)} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

for (const build of allTestBuilds) {
  console.log(`\nBuilding ${build.dir}/ (base ${build.base}, address ${testSiteUrl})`);
  run(bin('astro'), ['build'], { OUT_DIR: `./${build.dir}`, BASE_PATH: build.base, SITE_URL: testSiteUrl });
}

console.log('\nhtml-validate, recommended rules:');
run(
  bin('html-validate'),
  allTestBuilds.map((build) => `${build.dir}/**/*.html`),
);
console.log('✓ every page valid');

let failures = 0;
for (const build of allTestBuilds) {
  const report = await checkBuild(testBuildPath(build), build.base);
  console.log(
    `\nByte budgets for ${build.dir}/ (base ${report.base}), what each page loads before any interaction:`,
  );
  console.log('(HTML, JS and CSS gzip -9; fonts as sent; "!" marks a figure over budget)\n');
  console.log(formatTable(report));
  for (const failure of report.failures) console.error(`  ✗ ${failure}`);
  failures += report.failures.length;
}
if (failures > 0) {
  console.error(`\n${failures} budget failure(s).`);
  process.exit(1);
}
