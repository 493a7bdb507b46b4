import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { assertContent, ContentError } from '../../src/lib/build/content-check.ts';
import { checkTranslations } from '../../src/lib/build/translation-check.ts';
import { checkWords } from '../../src/lib/build/words-check.ts';
import {
  formatTranslationStatus,
  gitLastChange,
  translationStatus,
} from '../../src/lib/build/translation-status.ts';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { wordsFolder } from '../../src/lib/markup/words-files.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'translations-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the words files', () => {
  it("the project's own (English, German, Arabic) have exactly English's keys", () => {
    expect(checkWords(repoRoot)).toEqual([]);
  });

  it('a missing or extra key fails the build, naming the file and the key', () => {
    cpSync(path.join(repoRoot, wordsFolder), path.join(root, wordsFolder), { recursive: true });
    const german = path.join(root, wordsFolder, 'de.json');
    const words = JSON.parse(readFileSync(german, 'utf8')) as Record<string, Record<string, unknown>>;
    delete words.site!.skipLink;
    words.work!.colour = 'Farbe';
    writeFileSync(german, JSON.stringify(words));
    const problems = checkWords(root).map(({ file, field }) => `${file} ${field}`);
    expect(problems).toEqual(['src/words/de.json site.skipLink', 'src/words/de.json work.colour']);
    // The build's own check (src/integrations/content-check.ts) stops on them, on any content.
    expect(() => assertContent(root, fixtureFolder)).toThrow(ContentError);
    expect(() => assertContent(root, fixtureFolder)).toThrow(/src\/words\/de\.json: site\.skipLink: missing/);
  });

  it('a language without a words file is named, with the file to copy', () => {
    const content = contentFolder(path.join(root, 'content'));
    mkdirSync(path.dirname(content.ownerFile), { recursive: true });
    writeFileSync(content.ownerFile, '---\nlanguages: [en, fr]\n---\n');
    expect(checkTranslations(repoRoot, content).map(({ field, message }) => `${field}: ${message}`)).toEqual([
      'languages.1: no interface words for "fr": copy src/words/en.json to src/words/fr.json and translate its texts',
    ]);
  });
});

describe('how far the site is translated', () => {
  const git = (args: string[], when?: number) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Owner',
        GIT_AUTHOR_EMAIL: 'owner@example.com',
        GIT_COMMITTER_NAME: 'Owner',
        GIT_COMMITTER_EMAIL: 'owner@example.com',
        ...(when ? { GIT_AUTHOR_DATE: `@${when} +0000`, GIT_COMMITTER_DATE: `@${when} +0000` } : {}),
      },
    });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('names each language’s missing translations, and those whose default file changed after them by git history', () => {
    write('content/owner/owner.md', '---\nlanguages: [en, de, ar]\n---\nBio.\n');
    write('content/projects/alpha.mdx', '---\ntitle: Alpha\n---\n');
    write('content/projects/alpha.de.mdx', '---\ntitle: Alpha (de)\n---\n');
    write('content/projects/beta.mdx', '---\ntitle: Beta\n---\n');
    write('content/projects/beta.ar.mdx', '---\ntitle: Beta (ar)\n---\n');
    write('content/projects/gamma.mdx', '---\ntitle: Gamma\n---\n');
    write('content/projects/gamma.de.mdx', '---\ntitle: Gamma (de)\n---\n');
    write('content/notes/note.mdx', '---\ntitle: Note\n---\n');
    git(['init', '-q']);
    git(['add', '.']);
    git(['commit', '-qm', 'first'], 1_700_000_000);
    // Alpha's English text changes a day later, after its translation: out of date.
    write('content/projects/alpha.mdx', '---\ntitle: Alpha, retitled\n---\n');
    git(['commit', '-qam', 'retitled'], 1_700_086_400);
    // Gamma's English text changes and is not committed yet: out of date now.
    write('content/projects/gamma.mdx', '---\ntitle: Gamma, edited\n---\n');
    // Beta's Arabic is edited after its English: up to date.
    write('content/projects/beta.ar.mdx', '---\ntitle: Beta (ar), better\n---\n');

    const content = contentFolder(path.join(root, 'content'));
    const status = translationStatus(root, content, gitLastChange(content.dir));
    expect(status).toEqual([
      {
        code: 'de',
        translated: [],
        missing: ['content/owner/owner.de.md', 'content/projects/beta.de.mdx', 'content/notes/note.de.mdx'],
        outdated: ['content/projects/alpha.de.mdx', 'content/projects/gamma.de.mdx'],
      },
      {
        code: 'ar',
        translated: ['content/projects/beta.ar.mdx'],
        missing: [
          'content/owner/owner.ar.md',
          'content/projects/alpha.ar.mdx',
          'content/projects/gamma.ar.mdx',
          'content/notes/note.ar.mdx',
        ],
        outdated: [],
      },
    ]);
    expect(formatTranslationStatus(status).split('\n').slice(0, 2)).toEqual([
      'de: 0 translated, 3 missing, 2 out of date',
      '  missing: content/owner/owner.de.md',
    ]);
  });

  it('outside git, nothing is out of date', () => {
    expect(gitLastChange(root)(path.join(root, 'anything.mdx'))).toBeUndefined();
  });
});
