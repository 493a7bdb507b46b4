/**
 * Another commit of this repository, checked out beside the working tree for `npm run bench:compare`:
 * a detached git worktree in the system's temporary folder, kept for the next comparison with the
 * same commit. Its dependencies are this checkout's when both lockfiles are the same (a symlink),
 * and its own, installed with `npm ci`, when they differ (a dependency update is what is compared).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site-content.ts';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit `ref` names, checked out and ready to build: its folder and its full hash. */
export function checkoutOf(ref: string): { dir: string; commit: string } {
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`--base ${ref} names no commit of this repository.`);
  }
  const dir = path.join(os.tmpdir(), `portfolio-compare-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    git('worktree', 'prune');
    git('worktree', 'add', '--force', '--detach', dir, commit);
  }
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) {
    const lock = (root: string) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(repoRoot)) symlinkSync(path.join(repoRoot, 'node_modules'), modules, 'dir');
    else {
      console.log(`${ref}'s lockfile differs from the working tree's: installing its own dependencies.`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    }
  }
  return { dir, commit };
}
