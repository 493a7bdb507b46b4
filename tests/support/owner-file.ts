import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { splitFrontmatter } from '../../content-schemas/check.ts';
import { ownerContent } from '../../src/lib/content/content-location.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

/** Writes the fixture's owner.md, photo and resume under `root`, with `fields` set in its frontmatter. */
export function writeOwnerWith(root: string, fields: Record<string, unknown>): void {
  const file = ownerContent(root).ownerFile;
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  for (const name of ['photo.jpg', 'resume.pdf'])
    copyFileSync(path.join(path.dirname(fixtureFolder.ownerFile), name), path.join(dir, name));
  const { data, body } = splitFrontmatter(readFileSync(fixtureFolder.ownerFile, 'utf8'));
  writeFileSync(file, `---\n${stringify({ ...(data as object), ...fields })}---\n${body}`);
}
