/**
 * The builds `npm test` runs its later stages against (tests/builds/test-builds.ts): the tests'
 * fixture at / and under /portfolio/, the owner's content, and content sets an owner's ordinary
 * edits make from the fixture (tests/builds/content-edits.ts), each with the test address into its
 * own folder, one with a public folder of the owner's (PUBLIC_DIR); holds each, while the next one
 * builds, to html-validate's recommended rules and to the byte budgets; then /work to its growth per
 * project.
 * dist/ is left alone.
 *
 * Usage: node tests/builds/make-test-builds.ts (npm run test:builds)
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { workHtmlGrowthPerProject } from '../../scripts/budgets.ts';
import { checkBuild, formatTable } from '../../scripts/check-budgets.ts';
import { addDevelopersWriteUp, copyContent, fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { contentDirVariable } from '../../src/lib/content/content-location.ts';
import {
  keepOnlyTheLastProject,
  offerOwnPdfOnly,
  ownersFirstWeek,
  publicWithOwnersFiles,
  turnStatementOff,
  writeNotes,
} from './content-edits.ts';
import {
  addressEnvironment,
  allTestBuilds,
  testBuildPages,
  testBuildPath,
  testBuildPublic,
  testBuilds,
  type TestBuild,
} from './test-builds.ts';

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

/** Runs `astro build` with the terminal's output; stops the whole run when it fails. */
function astroBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(bin('astro'), ['build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (status) => {
      if (status === 0) return resolve();
      console.error('\n✗ astro build failed');
      process.exit(status ?? 1);
    });
  });
}

const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

/**
 * The checks of one finished build: html-validate's recommended rules over the pages the site made
 * (HTML files of public/ are the owner's, published as they are), in its report's words, and the
 * byte budgets. They read only that build's folder, so they run while the next build does.
 */
async function checkBuilt(build: TestBuild) {
  const pages = testBuildPages(build).map((page) => path.join(repoRoot, build.dir, page));
  const validation = await htmlValidate.validateMultipleFiles(pages);
  return {
    build,
    // Errors fail the run; warnings are shown, as html-validate's command line does.
    valid: validation.valid,
    found: formatterFactory('stylish')(validation.results),
    budgets: await checkBuild(testBuildPath(build), build.base, testBuildPublic(build)),
  };
}

// The content sets made from the fixture, each by one owner's edits, and the public folder of a
// build that publishes one of its own.
const editedContent: { build: TestBuild; edit: (dir: string) => unknown; publish?: (dir: string) => void }[] =
  [
    {
      build: testBuilds.oneProject,
      edit: async (dir: string) => {
        keepOnlyTheLastProject(dir);
        await offerOwnPdfOnly(dir);
        await writeNotes(dir);
        turnStatementOff(dir);
      },
    },
    { build: testBuilds.threeProjects, edit: ownersFirstWeek, publish: publicWithOwnersFiles },
    { build: testBuilds.writeUp, edit: addDevelopersWriteUp },
  ];
for (const { build, edit, publish } of editedContent) {
  const dir = path.join(repoRoot, build.content);
  copyContent(path.join(repoRoot, fixtureContent), dir);
  await edit(dir);
  publish?.(testBuildPublic(build));
}

// One after another: the builds share Astro's cache (node_modules/.astro). Each has an output
// folder of its own, which changes Astro's config and so clears its content store between them.
const checks: ReturnType<typeof checkBuilt>[] = [];
for (const build of allTestBuilds) {
  console.log(`\nBuilding ${build.dir}/: ${build.name} (content ${build.content}, base ${build.base})`);
  await astroBuild({
    ...addressEnvironment(build.address),
    OUT_DIR: `./${build.dir}`,
    PUBLIC_DIR: `./${build.public ?? 'public'}`,
    BASE_PATH: build.base,
    [contentDirVariable]: build.content,
  });
  const check = checkBuilt(build);
  // A check that throws fails the run at `Promise.all` below, once no build is left running, not
  // as an unhandled rejection in the middle of the next build.
  check.catch(() => undefined);
  checks.push(check);
}
const checked = await Promise.all(checks);

console.log('\nhtml-validate, recommended rules:');
for (const { found } of checked) if (found) console.error(found);
if (checked.some(({ valid }) => !valid)) {
  console.error('\n✗ html-validate found invalid pages');
  process.exit(1);
}
console.log('✓ every page valid');

let failures = 0;
for (const { build, budgets: report } of checked) {
  console.log(
    `\nByte budgets for ${build.dir}/ (${build.name}, base ${report.base}), what each page loads before any interaction:`,
  );
  console.log('(HTML, JS and CSS gzip -9; fonts as sent; "!" marks a figure over budget)\n');
  console.log(formatTable(report));
  for (const failure of report.failures) console.error(`  ✗ ${failure}`);
  failures += report.failures.length;
}
// /work's growth per project: the fixture and the fixture with the write-up differ by one project
// and nothing else (base, address, owner).
const workHtml = (build: TestBuild) => statSync(path.join(testBuildPath(build), 'work.html')).size;
const growth = workHtml(testBuilds.writeUp) - workHtml(testBuilds.root);
console.log(
  `\n/work's HTML grows by ${growth} bytes with one more project (budget ${workHtmlGrowthPerProject}).`,
);
if (growth > workHtmlGrowthPerProject) {
  console.error(`  ✗ /work's HTML grows by ${growth} bytes per project, over ${workHtmlGrowthPerProject}`);
  failures += 1;
}
if (failures > 0) {
  console.error(`\n${failures} budget failure(s).`);
  process.exit(1);
}
