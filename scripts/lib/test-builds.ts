/**
 * The production builds `npm test` makes and the end-to-end tests run against: at the site root
 * and under a project-site base, each in a folder of its own, so that `npm test` never touches
 * dist/, the build `npm run build` makes for publishing.
 */
import path from 'node:path';
import { repoRoot } from './site-content.ts';

/** The address the test builds carry and the build specs expect (SITE_URL overrides it). */
export const testSiteUrl = process.env.SITE_URL || 'http://localhost:4321';

export interface TestBuild {
  /** Folder, from the repository root. */
  dir: string;
  base: string;
}

export const testBuilds = {
  root: { dir: 'dist-test', base: '/' },
  portfolio: { dir: 'dist-test-portfolio', base: '/portfolio/' },
} as const satisfies Record<string, TestBuild>;

export const allTestBuilds: TestBuild[] = Object.values(testBuilds);

/** A test build's folder as an absolute path. */
export const testBuildPath = (build: TestBuild) => path.join(repoRoot, build.dir);
