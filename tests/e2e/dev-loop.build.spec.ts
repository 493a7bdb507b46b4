import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite, repoRoot, type SiteCopy } from '../support/site-copy.ts';
import { expect, test } from './fixtures.ts';

test.describe("the owner's dev loop (npm run dev)", () => {
  // Generous waits: a dev server's first compile and its content updates are slow on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  let site: SiteCopy;
  let server: ChildProcess;
  let output = '';
  const port = 4600 + Math.floor(Math.random() * 300);
  /** Where the dev server listens: Astro moves to the next free port when `port` is taken. */
  let origin = '';

  test.beforeAll(async () => {
    site = copySite();
    const bin = path.join(repoRoot, 'node_modules/.bin');
    server = spawn(path.join(bin, 'astro'), ['dev', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: site.dir,
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    await expect
      .poll(() => (origin = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0] ?? ''), { timeout: 120_000 })
      .not.toBe('');
    // Each try gives up after a while, so that one stalled request cannot hold the wait.
    await expect
      .poll(
        () =>
          fetch(`${origin}/`, { signal: AbortSignal.timeout(15_000) }).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);
  });

  /** Files a test edited, with their text before, put back after it. */
  const edited = new Map<string, string>();
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(output);
      await testInfo.attach('dev server output', { body: output, contentType: 'text/plain' });
    }
    for (const [file, text] of edited) writeFileSync(file, text);
    edited.clear();
  });

  test.afterAll(() => {
    server?.kill();
    site?.remove();
  });

  test('editing a project updates its page, and a schema error names the file, field and fix', async ({
    page,
  }) => {
    const file = path.join(site.dir, 'src/content/projects/haletale.mdx');
    const original = readFileSync(file, 'utf8');
    edited.set(file, original);
    await page.goto(`${origin}/work/haletale`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haletale');

    writeFileSync(file, original.replace('title: Haletale', 'title: Haletale Revised'));
    // The open page reloads itself, as the owner's would: the dev server tells it to once the
    // content store holds the edit. A reload of our own before that (on a busy machine, the store
    // is written a while after the file changes) could render, and keep, the old store.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haletale Revised', { timeout: 60_000 });

    writeFileSync(file, original.replace('year: "2024"', 'year: 2024'));
    const expected = 'src/content/projects/haletale.mdx: year: must be text (wrap it in quotes), got number';
    await expect(page.locator('vite-error-overlay')).toContainText(expected, { timeout: 60_000 });
    await expect.poll(() => output).toContain(expected);
  });
});
