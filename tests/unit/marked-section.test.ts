import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceMarkedSection, writeMarkedSection } from '../../scripts/lib/marked-section.ts';

const scale = '<!-- bench:scale -->\n\n# Scale\n\nold figures\n\n<!-- /bench:scale -->';
const interaction = '<!-- bench:compare -->\n\n# Interaction\n\n| a |\n\n<!-- /bench:compare -->';

describe('replaceMarkedSection', () => {
  it('replaces only its own section, leaving the text around it byte for byte', () => {
    const document = `Intro, kept.\n\n${scale}\n\n${interaction}\n\nTrailing note,   kept.\n`;
    expect(replaceMarkedSection(document, 'bench:scale', '# Scale\n\nnew figures\n')).toBe(
      `Intro, kept.\n\n<!-- bench:scale -->\n\n# Scale\n\nnew figures\n\n<!-- /bench:scale -->\n\n${interaction}\n\nTrailing note,   kept.\n`,
    );
  });

  it('appends a section that is not there yet, after a blank line', () => {
    expect(replaceMarkedSection(`${scale}\n`, 'bench:compare', '# Interaction\n\n| a |')).toBe(
      `${scale}\n\n${interaction}\n`,
    );
  });

  it('makes a document of the section alone when there was none', () => {
    expect(replaceMarkedSection('', 'bench:scale', '# Scale\n\nold figures')).toBe(`${scale}\n`);
  });

  it('gives the same document when written twice with the same text', () => {
    const once = replaceMarkedSection(`Intro\n`, 'bench:scale', '# Scale');
    expect(replaceMarkedSection(once, 'bench:scale', '# Scale')).toBe(once);
  });

  it('does not take another section whose name starts the same', () => {
    const document = '<!-- bench:scale-extra -->\nkept\n<!-- /bench:scale-extra -->\n';
    expect(replaceMarkedSection(document, 'bench:scale', 'new')).toBe(
      `${document.trimEnd()}\n\n<!-- bench:scale -->\n\nnew\n\n<!-- /bench:scale -->\n`,
    );
  });

  it.each([
    ['an opening marker alone', '<!-- bench:scale -->\ntext'],
    ['a closing marker alone', 'text\n<!-- /bench:scale -->'],
    ['the markers twice', `${scale}\n${scale}`],
    ['the closing marker first', '<!-- /bench:scale -->\ntext\n<!-- bench:scale -->'],
  ])('refuses %s rather than guess', (_case, document) => {
    expect(() => replaceMarkedSection(document, 'bench:scale', 'new')).toThrow(/markers are broken/);
  });
});

describe('writeMarkedSection', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file (and its folder) when missing, then replaces the section in place', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'marked-section-'));
    const file = path.join(dir, 'docs', 'benchmarks.md');
    await writeMarkedSection(file, 'bench:scale', '# Scale\n\nold figures');
    expect(readFileSync(file, 'utf8')).toBe(`${scale}\n`);
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nA note someone added.\n`);
    await writeMarkedSection(file, 'bench:scale', '# Scale\n\nnew figures');
    expect(readFileSync(file, 'utf8')).toBe(
      '<!-- bench:scale -->\n\n# Scale\n\nnew figures\n\n<!-- /bench:scale -->\n\nA note someone added.\n',
    );
  });
});
