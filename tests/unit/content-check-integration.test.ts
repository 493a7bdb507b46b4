import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, expect, it, vi } from 'vitest';
import { contentCheck } from '../../src/integrations/content-check.ts';
import { contentDirVariable, ownerContentDir } from '../../src/lib/content/content-location.ts';

let root: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A project file still holding the scaffold's placeholder, in the content folder `content`. */
function draftIn(content: string) {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-dev-'));
  mkdirSync(path.join(root, content, 'projects'), { recursive: true });
  writeFileSync(
    path.join(root, content, 'projects/draft.mdx'),
    '---\ntitle: Draft\ncategory: "TODO: category"\n---\n\nText.\n',
  );
  const hooks = contentCheck().hooks as Required<AstroIntegration['hooks']>;
  const setup = hooks['astro:config:setup'] as (options: unknown) => void;
  const server = hooks['astro:server:setup'] as (options: unknown) => void;
  const config = { root: pathToFileURL(`${root}/`) };
  return { setup: (command: string) => setup({ config, command }), server };
}

it('a scaffold placeholder is a warning naming the file and field in astro dev, and fails a build', () => {
  const { setup, server } = draftIn(ownerContentDir);
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  setup('dev');
  server({
    server: { watcher: { on: vi.fn() }, ws: { on: vi.fn(), send: vi.fn() } },
    logger: logger as unknown as AstroIntegrationLogger,
  });
  expect(logger.warn).toHaveBeenCalledWith(
    expect.stringContaining(
      `${ownerContentDir}/projects/draft.mdx: category: still the scaffold's placeholder`,
    ),
  );
  expect(logger.error).not.toHaveBeenCalled();
  // The same file fails a build.
  expect(() => setup('build')).toThrow(/draft\.mdx: category: still the scaffold's placeholder/);
});

it('checks the content folder CONTENT_DIR names, not the owner’s, when it names one', () => {
  const { setup } = draftIn('fixture-content');
  // The owner's folder does not even exist here: a build of the fixture must not read it.
  vi.stubEnv(contentDirVariable, 'fixture-content');
  expect(() => setup('build')).toThrow(
    /fixture-content\/projects\/draft\.mdx: category: still the scaffold's/,
  );
});
