import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines.node` in package.json is the Node the project supports: the system Node that starts
 * `npm install` (the README says which), and the project's own Node (the `node` devDependency),
 * on which every `npm run` script runs. These are our own claims, held together here.
 *
 * The installed packages' own `engines` floors are not: they are version numbers, and a routine
 * update raises them (Astro 7.4 asks for Node 22.23.4, webdriverio 9.33 for 24.22.1, newer than the
 * `node` package's newest 24, 24.21.0) with nothing changed that the project runs. Whether every
 * package works on the project's own Node is what `npm test`, run on that Node, shows.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** The Node every `npm run` script runs on: the version of the `node` package the lockfile installs. */
const pinnedNode = lock.packages['node_modules/node']?.version;

describe('engines', () => {
  it('names a lowest version in each part of its range', () => {
    const parts = manifest.engines.node.split('||');
    expect(parts.map((part) => semver.minVersion(part.trim())?.version)).not.toContain(undefined);
  });

  it("the project's own Node is inside its engines", () => {
    expect(pinnedNode, 'the node devDependency is in the lockfile').toBeDefined();
    expect(
      semver.satisfies(pinnedNode!, manifest.engines.node),
      `Node ${pinnedNode} in ${manifest.engines.node}`,
    ).toBe(true);
  });

  it('.nvmrc names a Node line inside the engines', () => {
    const line = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(semver.intersects(`${line}.x`, manifest.engines.node)).toBe(true);
  });
});
