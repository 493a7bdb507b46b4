import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildContent,
  contentDir,
  contentDirVariable,
  contentFolder,
  ownerContent,
  ownerContentDir,
} from '../../src/lib/content/content-location.ts';

const root = path.resolve('/site');

describe('contentDir', () => {
  it("is the owner's folder unless CONTENT_DIR names another", () => {
    expect(contentDir({})).toBe(ownerContentDir);
    expect(contentDir({ [contentDirVariable]: '' })).toBe(ownerContentDir);
    expect(contentDir({ [contentDirVariable]: 'tests/fixtures/content' })).toBe('tests/fixtures/content');
  });
});

describe('content folders', () => {
  it('hold the projects, the notes, the owner file and the resume inside', () => {
    const dir = path.resolve('/content');
    expect(contentFolder(dir)).toEqual({
      dir,
      projects: path.join(dir, 'projects'),
      notes: path.join(dir, 'notes'),
      ownerFile: path.join(dir, 'owner/owner.md'),
      resumeFile: path.join(dir, 'owner/resume.json'),
    });
  });

  it("the owner's is src/content of the site", () => {
    expect(ownerContent(root).projects).toBe(path.join(root, 'src/content/projects'));
  });

  it('a build reads the folder CONTENT_DIR names, from the site root or absolute', () => {
    expect(buildContent(root, {}).dir).toBe(path.join(root, ownerContentDir));
    expect(buildContent(root, { [contentDirVariable]: 'tests/fixtures/content' }).dir).toBe(
      path.join(root, 'tests/fixtures/content'),
    );
    const elsewhere = path.resolve('/tmp/content');
    expect(buildContent(root, { [contentDirVariable]: elsewhere }).dir).toBe(elsewhere);
  });
});
