import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { engineInstalled, installHint } from '../../scripts/lib/browsers.ts';
import { startWebKitDriver, type WebKitDriver } from '../engines/adapters/webkit.ts';

/**
 * The WebKit adapter's launch deadline (tests/engines/adapters/webkit.ts): WebKitWebDriver waits
 * forever for a browser that never opens its inspector, so the adapter stops it and launches once
 * more, and gives up, saying so, when that launch is stuck too. A stand-in browser plays the stuck
 * launch: a shell script that sleeps instead of starting. (A stuck launch followed by a good one is
 * the two tests' halves: a retry is a launch on a fresh driver, the first test's.)
 * As in the every-engine suite, a missing WebKitGTK skips this on a developer's machine and fails CI.
 */
const webkitHere = engineInstalled('webkit');
if (!webkitHere && process.env.CI) throw new Error(`CI runs WebKit: ${installHint('webkit')}`);

const scratch = mkdtempSync(path.join(tmpdir(), 'webkit-launch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An executable shell script standing in for the browser. */
function standIn(name: string, body: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

/**
 * The stand-ins' sleep, a day long, told apart by this process's id from the stand-ins of another
 * checkout's tests running on the same machine (two checkouts' suites side by side saw each other's).
 */
const standInSleep = `sleep 86400.${process.pid}`;

/** Processes still running this file's stand-ins' sleep: stopping the driver must end them. */
const strayStandIns = () =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() === standInSleep);

describe.skipIf(!webkitHere)('WebKit launches', { timeout: 60_000 }, () => {
  let driver: WebKitDriver | undefined;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(async () => {
    await driver?.stop();
    driver = undefined;
    warn.mockClear();
  });

  it('a browser that starts is used at once, with no warning', async () => {
    driver = await startWebKitDriver();
    const session = await driver.newSession({ javaScript: true });
    expect(await session.execute(() => 6 * 7)).toBe(42);
    await session.deleteSession();
    expect(warn).not.toHaveBeenCalled();
  });

  it('two stuck launches in a row fail, saying so, and leave no browser running', async () => {
    driver = await startWebKitDriver({
      browser: standIn('stuck.sh', `exec ${standInSleep}`),
      launchTimeout: 1_000,
    });
    await expect(driver.newSession({ javaScript: true })).rejects.toThrow(
      /did not start within 1 s[\s\S]*second launch in a row/,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(strayStandIns()).toEqual([]);
  });
});
