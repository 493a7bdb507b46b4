import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The workflow linter (npm run lint:workflows) reads workflows only; this checks Dependabot's file. */
interface Update {
  'package-ecosystem': string;
  directory: string;
  schedule: { interval: string };
  groups?: Record<string, { 'dependency-type'?: string; patterns?: string[]; 'update-types'?: string[] }>;
}

const config = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../.github/dependabot.yml'), 'utf8'),
) as { version: number; updates: Update[] };

describe('Dependabot', () => {
  it('updates npm packages and GitHub Actions, each at most monthly', () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((update) => update['package-ecosystem']).toSorted()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.directory).toBe('/');
      expect(['monthly', 'quarterly']).toContain(update.schedule.interval);
    }
  });

  it('groups routine updates: site and tooling packages, and all actions, in one pull request each', () => {
    const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm');
    const groups = Object.values(npm?.groups ?? {});
    expect(groups.map((group) => group['dependency-type']).toSorted()).toEqual(['development', 'production']);
    for (const group of groups) expect(group['update-types']).toEqual(['minor', 'patch']);
    const actions = config.updates.find((update) => update['package-ecosystem'] === 'github-actions');
    expect(Object.values(actions?.groups ?? {})).toEqual([{ patterns: ['*'] }]);
  });
});
