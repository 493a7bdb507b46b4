import { existsSync } from 'node:fs';

/** Flags for headless Chromium on a closed network (no background calls home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const usualPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The Chromium the tests drive: $CHROME_PATH, else the usual install locations. The tests never
 * download a browser, so without one they stop here with what to install.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const found = usualPaths.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's Chromium (`sudo apt-get install -y chromium`) or set " +
        'CHROME_PATH to a Chrome or Chromium binary. The tests never download a browser.',
    );
  }
  return found;
}
