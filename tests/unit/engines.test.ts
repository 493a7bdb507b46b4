import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines.node` in package.json is the Node the project supports: the system Node that starts
 * `npm install` (the README says which), and the project's own Node (the `node` devDependency),
 * on which every `npm run` script runs. That one must satisfy every installed package. The system
 * Node only starts npm: a dependency update that raises its floor (Astro 7.4 asks for 22.23.4)
 * makes npm warn there, and changes nothing that runs, so it is not held to the packages' floors.
 * When a dependency raises its floor past the newest Node the `node` package publishes
 * (webdriverio 9.33 asks for 24.22.1; that package's newest 24 is 24.21.0), hold that dependency
 * back until it catches up (package.json: "webdriverio": "~9.32.0").
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The oldest version of each part of the range ("^22.22.0 || ^24.8.0" → 22.22.0, 24.8.0). */
const oldestSupported = manifest.engines.node
  .split('||')
  .map((part) => semver.minVersion(part.trim())!.version);

/** The Node every `npm run` script runs on: the version of the `node` package the lockfile installs. */
const pinnedNode = lock.packages['node_modules/node']?.version;

/** The installed packages whose `engines.node` refuses `version`, as npm would list them. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([name, entry]) => {
    // npm skips optional packages quietly; old packages may list engines as an array.
    const range = !entry.optional && !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    return range && !semver.satisfies(version, range) ? [`${name || 'the project'}: ${range}`] : [];
  });
}

describe('engines', () => {
  it('names at least one Node version', () => {
    expect(oldestSupported.length).toBeGreaterThan(0);
  });

  it("the project's own Node is inside its engines and satisfies every installed package", () => {
    expect(pinnedNode, 'the node devDependency is in the lockfile').toBeDefined();
    expect(
      semver.satisfies(pinnedNode!, manifest.engines.node),
      `Node ${pinnedNode} in ${manifest.engines.node}`,
    ).toBe(true);
    expect(refusing(pinnedNode!)).toEqual([]);
  });

  it('.nvmrc names a Node line inside the engines', () => {
    const line = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(semver.intersects(`${line}.x`, manifest.engines.node)).toBe(true);
  });
});
