/**
 * Where `npm run screenshots:engines` puts its pictures: `screenshots/engines/`, or the folder
 * SHOTS_DIR names.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';

const shotsDir = path.resolve(process.env.SHOTS_DIR ?? 'screenshots/engines');

/**
 * The file for the picture `name` in the test's engine and viewport. Its folder is made first:
 * Firefox's and WebKit's drivers write only into a folder that exists.
 */
export function shotFile(name: string, testInfo: TestInfo): string {
  mkdirSync(shotsDir, { recursive: true });
  return path.join(shotsDir, `${name}-${testInfo.project.name}.png`);
}
