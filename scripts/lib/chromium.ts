/**
 * Starts Debian's Chromium (scripts/lib/browsers.ts) headless with a DevTools port
 * for Lighthouse, on a closed network: every host name except localhost fails to resolve at
 * once, so a page's external iframes error immediately instead of hanging a run, and nothing
 * leaves 127.0.0.1 (the site refers to other hosts by name only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs, findChromium } from './browsers.ts';

/** Flags for quiet, repeatable measurement (after chrome-launcher's defaults for Lighthouse). */
export const lighthouseChromiumArgs = [
  ...chromiumArgs,
  '--headless=new',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--password-store=basic',
  '--disable-dev-shm-usage',
  // Closed network: no host name but localhost resolves, so every request to another host fails
  // at once (ERR_NAME_NOT_RESOLVED) instead of waiting on a network that is not there.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export interface RunningChromium {
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Launches Chromium and resolves once its DevTools port is open. */
export async function launchChromium(timeoutMs = 30_000): Promise<RunningChromium> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'audit-chromium-'));
  const child = spawn(
    findChromium(),
    [...lighthouseChromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exitedPromise, sleep(5000)]);
      if (!exited) {
        child.kill('SIGKILL');
        await exitedPromise;
      }
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };

  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    if (existsSync(portFile)) {
      const port = Number.parseInt(readFileSync(portFile, 'utf8').split('\n')[0] ?? '', 10);
      if (port > 0) return { port, process: child, stop };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium did not open a DevTools port within ${timeoutMs} ms.\n${stderr}`);
}
