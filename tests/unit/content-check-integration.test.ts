import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, expect, it, vi } from 'vitest';
import { contentCheck } from '../../src/integrations/content-check.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

it('a scaffold placeholder is a warning naming the file and field in astro dev, and fails a build', () => {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-dev-'));
  mkdirSync(path.join(root, 'src/content/projects'), { recursive: true });
  writeFileSync(
    path.join(root, 'src/content/projects/draft.mdx'),
    '---\ntitle: Draft\ncategory: "TODO: category"\n---\n\nText.\n',
  );
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const hooks = contentCheck().hooks as Required<AstroIntegration['hooks']>;
  const setup = hooks['astro:config:setup'] as (options: unknown) => void;
  const server = hooks['astro:server:setup'] as (options: unknown) => void;
  setup({ config: { root: pathToFileURL(`${root}/`) }, command: 'dev' });
  server({
    server: { watcher: { on: vi.fn() }, ws: { on: vi.fn(), send: vi.fn() } },
    logger: logger as unknown as AstroIntegrationLogger,
  });
  expect(logger.warn).toHaveBeenCalledWith(
    expect.stringContaining(`src/content/projects/draft.mdx: category: still the scaffold's placeholder`),
  );
  expect(logger.error).not.toHaveBeenCalled();
  // The same file fails a build.
  expect(() => setup({ config: { root: pathToFileURL(`${root}/`) }, command: 'build' })).toThrow(
    /draft\.mdx: category: still the scaffold's placeholder/,
  );
});
