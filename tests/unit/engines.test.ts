import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines.node` in package.json is the system Node that `npm install` supports (the README says
 * which): every script then runs on the project's own Node (the `node` devDependency). On each
 * of those versions, npm must have no engine warning to print about any installed package.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The oldest version of each part of the range ("^22.23.4 || ^24.22.1" → 22.23.4, 24.22.1). */
const oldestSupported = manifest.engines.node
  .split('||')
  .map((part) => semver.minVersion(part.trim())!.version);

describe('engines', () => {
  it('names at least one Node version', () => {
    expect(oldestSupported.length).toBeGreaterThan(0);
  });

  it.each(oldestSupported)('Node %s satisfies every installed package (no EBADENGINE)', (version) => {
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      // npm skips optional packages quietly; old packages may list engines as an array.
      const range = !entry.optional && !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return range && !semver.satisfies(version, range) ? [`${name || 'the project'}: ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
