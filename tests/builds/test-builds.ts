/**
 * The production builds `npm test` makes and the end-to-end tests run against, each in a folder of
 * its own, so that `npm test` never touches dist/, the build `npm run build` makes for publishing.
 *
 * The tests own the content they hold the site's behaviour to: `fixtureContent`, a frozen copy of
 * the spec's seven projects and a placeholder owner, built at the site root. The owner's own content, and content sets made from the fixture by the edits an owner makes
 * (tests/builds/content-edits.ts), are built too and held only to what any valid content meets
 * (tests/e2e/any-content.build.spec.ts): adding, reordering or retiring a project never turns the
 * tests red.
 */
import path from 'node:path';
import { fixtureContent } from '../../scripts/lib/fixture-content.ts';
import { htmlPages } from '../../scripts/lib/page-weight.ts';
import { repoRoot } from '../../scripts/lib/site-content.ts';
import { contentFolder, ownerContentDir } from '../../src/lib/content/content-location.ts';
import { hostAddressVariables } from '../../src/lib/content/site-url.ts';

/** The fixture's files, as absolute paths. */
export const fixtureFolder = contentFolder(path.join(repoRoot, fixtureContent));

/** The address most test builds carry and the build specs expect (SITE_URL overrides it). */
export const testSiteUrl = process.env.SITE_URL || 'http://localhost:4321';

/** Where `npm run test:builds` writes the content sets it makes from the fixture. */
export const editedContentRoot = 'dist-test-content';

/** A site address as a build finds it: the variable (SITE_URL, or a host's own) and its value. */
export interface TestAddress {
  variable: 'SITE_URL' | (typeof hostAddressVariables)[number]['variable'];
  url: string;
}

export interface TestBuild {
  /** What the build is of, for reports. */
  name: string;
  /** Folder, from the repository root. */
  dir: string;
  base: string;
  /** The content folder it is built from (CONTENT_DIR), from the repository root. */
  content: string;
  /** The site address in its environment; null: none at all (src/lib/content/site-url.ts). */
  address: TestAddress | null;
  /** The public folder it publishes (PUBLIC_DIR), from the repository root; public/ when not named. */
  public?: string;
}

const testAddress: TestAddress = { variable: 'SITE_URL', url: testSiteUrl };

/** The address of the owner's site in the edits below, as Netlify names it to a build. */
export const netlifyAddress: TestAddress = { variable: 'URL', url: 'https://sam-rivera.netlify.app' };

export const testBuilds = {
  root: {
    name: 'the fixture at /',
    dir: 'dist-test',
    base: '/',
    content: fixtureContent,
    address: testAddress,
  },
  owner: {
    name: "the owner's content",
    dir: 'dist-test-owner',
    base: '/',
    content: ownerContentDir,
    address: testAddress,
  },
  oneProject: {
    name: "one project, the owner's own resume PDF (no resume.json), notes and no accessibility statement, built with no site address",
    dir: 'dist-test-one-project',
    base: '/',
    content: `${editedContentRoot}/one-project`,
    address: null,
  },
  threeProjects: {
    name: "three projects, added, reordered and retired, the owner's own details, logo, resume PDF, links, analytics and files in public/, built on Netlify",
    dir: 'dist-test-three-projects',
    base: '/portfolio/',
    content: `${editedContentRoot}/three-projects`,
    address: netlifyAddress,
    public: `${editedContentRoot}/three-projects-public`,
  },
  writeUp: {
    name: "the fixture and a developer's write-up",
    dir: 'dist-test-write-up',
    base: '/',
    content: `${editedContentRoot}/write-up`,
    address: testAddress,
  },
} as const satisfies Record<string, TestBuild>;

/**
 * The environment a test build runs with: its own address and no other, whatever this process
 * was given (none of the variables src/lib/content/site-url.ts reads is left over from outside).
 */
export const addressEnvironment = (address: TestAddress | null): Record<string, string> => ({
  ...Object.fromEntries(
    ['SITE_URL', ...hostAddressVariables.map(({ variable }) => variable)].map((name) => [name, '']),
  ),
  ...(address ? { [address.variable]: address.url } : {}),
});

export const allTestBuilds: TestBuild[] = Object.values(testBuilds);

/**
 * The builds of content the tests do not own: held to what any valid content meets (it builds,
 * valid HTML, axe, budgets, links, the list and the ring in `order`), never to what it says.
 */
export const anyContentBuilds: TestBuild[] = [
  testBuilds.owner,
  testBuilds.oneProject,
  testBuilds.threeProjects,
  testBuilds.writeUp,
];

/** A test build's folder as an absolute path. */
export const testBuildPath = (build: TestBuild) => path.join(repoRoot, build.dir);

/** The public folder a test build publishes, as an absolute path. */
export const testBuildPublic = (build: TestBuild) => path.join(repoRoot, build.public ?? 'public');

/** The pages a test build made: its HTML files but those of the public folder it published. */
export const testBuildPages = (build: TestBuild) => htmlPages(testBuildPath(build), testBuildPublic(build));
