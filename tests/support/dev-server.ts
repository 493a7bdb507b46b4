import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { contentDirVariable } from '../../src/lib/content/content-location.ts';
import { repoRoot, type SiteCopy } from './site-copy.ts';

export interface DevServer {
  /** Where it listens: Astro moves to the next free port when the one asked for is taken. */
  origin: string;
  /** Everything it has printed so far. */
  output(): string;
  stop(): void;
}

/**
 * `astro dev` on a copy of the site, once it answers `/` (its first compile is slow on a busy
 * machine). `config` names another config file in the copy.
 */
export async function startDevServer(site: SiteCopy, config?: string): Promise<DevServer> {
  const bin = path.join(repoRoot, 'node_modules/.bin');
  const port = 4600 + Math.floor(Math.random() * 300);
  const args = [
    'dev',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    ...(config ? ['--config', config] : []),
  ];
  const server = spawn(path.join(bin, 'astro'), args, {
    cwd: site.dir,
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      // The copy's own content folder (the fixture), whatever this process was told.
      [contentDirVariable]: '',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += String(chunk)));
  server.stderr.on('data', (chunk) => (output += String(chunk)));
  // A server that stops (a refused config, say) fails the wait at once, with what it printed.
  const stopped = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`astro dev stopped (exit ${code}):\n${output}`))),
  );
  stopped.catch(() => undefined);
  let origin = '';
  const answering = async () => {
    await expect
      .poll(() => (origin = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0] ?? ''), {
        message: 'the dev server prints its address',
        timeout: 120_000,
      })
      .not.toBe('');
    // Each try gives up after a while, so that one stalled request cannot hold the wait.
    await expect
      .poll(
        () =>
          fetch(`${origin}/`, { signal: AbortSignal.timeout(15_000) }).then(
            (response) => response.status,
            () => 0,
          ),
        { message: 'the dev server answers /', timeout: 120_000 },
      )
      .toBe(200);
  };
  await Promise.race([answering(), stopped]);
  return { origin, output: () => output, stop: () => server.kill() };
}
