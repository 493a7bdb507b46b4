/**
 * The tests' own content, which the interaction benchmark measures too: the spec's seven projects
 * and a placeholder owner (tests/fixtures/content), and a developer's write-up with every element a
 * description can hold (tests/fixtures/writing). The builds `npm test` makes of them are
 * tests/builds/test-builds.ts.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contentFolder } from '../../src/lib/content/content-location.ts';
import { repoRoot } from './site-content.ts';

/** The spec's seven projects, as they were when the spec was written, from the repository root. */
export const fixtureContent = 'tests/fixtures/content';

/** The write-up: one project with code, a table, a quote, an image and a recording. */
const writingFixture = 'tests/fixtures/writing';

/** Replaces `to` with a copy of the content folder `from` (both absolute). */
export function copyContent(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

/** A developer writes up a project: the write-up's file and folder join the content's projects, last in the list. */
export function addDevelopersWriteUp(dir: string): void {
  const writeUp = contentFolder(path.join(repoRoot, writingFixture)).projects;
  cpSync(writeUp, contentFolder(dir).projects, { recursive: true });
}
