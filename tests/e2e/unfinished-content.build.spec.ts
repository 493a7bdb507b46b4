import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite, type SiteCopy } from '../support/site-copy.ts';
import { expect, test } from './fixtures.ts';

test.describe('a scaffolded project cannot be published half-written', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let site: SiteCopy;
  test.beforeAll(() => {
    site = copySite();
  });
  test.afterAll(() => site.remove());

  const file = 'src/content/projects/orbit-tracker.mdx';

  test('the production build fails while the TODOs are left, naming the file and each field', () => {
    const bin = path.join(site.dir, 'node_modules/.bin');
    const scaffold = spawnSync('npm', ['run', '--silent', 'new-project', '--', 'Orbit Tracker'], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    expect(scaffold.status, `${scaffold.stdout}\n${scaffold.stderr}`).toBe(0);

    const { status, output } = site.build();
    expect(status, output).not.toBe(0);
    for (const field of ['category', 'summary', 'hero.alt', 'preview.alt']) {
      expect(output).toContain(`${file}: ${field}: still the scaffold's placeholder`);
    }
    expect(output).toMatch(
      new RegExp(`${file.replaceAll('.', '\\.')}: body \\(line \\d+\\): still the scaffold's placeholder`),
    );
  });

  test('filling them in makes it build', () => {
    const source = path.join(site.dir, file);
    const written = readFileSync(source, 'utf8')
      .replace(/^category: .*$/m, 'category: Mobile App')
      .replace(
        /^summary: .*$/m,
        'summary: A satellite pass tracker for amateur astronomers, with alerts before each pass.',
      )
      .replaceAll(/^  alt: .*$/gm, '  alt: Orbit Tracker title card on a deep blue field')
      .replace('TODO: describe the project here.', 'Orbit Tracker predicts when satellites pass overhead.');
    writeFileSync(source, written);
    const { status, output } = site.build();
    expect(status, output).toBe(0);
    expect(output).not.toContain("still the scaffold's placeholder");
  });
});
