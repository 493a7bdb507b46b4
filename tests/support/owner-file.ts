import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { splitFrontmatter } from '../../src/lib/build/content-check.ts';
import { ownerContent } from '../../src/lib/content/content-location.ts';
import { fixtureFolder } from '../builds/test-builds.ts';

/** Writes the fixture's owner folder (owner.md, photo, resume) under `root`, `fields` set in owner.md's frontmatter. */
export function writeOwnerWith(root: string, fields: Record<string, unknown>): void {
  const file = ownerContent(root).ownerFile;
  const dir = path.dirname(file);
  cpSync(path.dirname(fixtureFolder.ownerFile), dir, { recursive: true });
  const { data, body } = splitFrontmatter(readFileSync(fixtureFolder.ownerFile, 'utf8'));
  writeFileSync(file, `---\n${stringify({ ...(data as object), ...fields })}---\n${body}`);
}
