import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOwner } from '../../src/lib/build/content-check.ts';
import { profileNetworks } from '../../content-schemas/profile-links.ts';
import { contactLinks, contactWays, profileLinks, profileUrls } from '../../src/lib/content/profile-links.ts';
import { ownerContentDir } from '../../src/lib/content/content-location.ts';
import { brandIconPaths } from '../../src/lib/markup/brand-icons.ts';
import { fixtureFolder } from '../builds/test-builds.ts';
import { writeOwnerWith } from '../support/owner-file.ts';

let root: string;
const shownFile = `${ownerContentDir}/owner/owner.md`;

const writeOwner = (fields: Record<string, unknown>) => writeOwnerWith(root, fields);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'profile-links-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the owner's links in owner.md", () => {
  it("take an open list in the owner's order: known networks, and any other site with a label", () => {
    writeOwner({
      links: [
        { network: 'github', url: 'https://github.com/sam' },
        { network: 'mastodon', url: 'https://hachyderm.io/@sam' },
        { label: 'My notes', url: 'https://notes.example.dev/', me: true },
      ],
    });
    expect(checkOwner(root)).toEqual([]);
  });

  it("still take today's object form, one key per network", () => {
    expect(readFileSync(fixtureFolder.ownerFile, 'utf8')).toMatch(/^links:\n {2}linkedin: /m);
    writeOwner({ links: { linkedin: 'https://www.linkedin.com/in/sam', github: 'https://github.com/sam' } });
    expect(checkOwner(root)).toEqual([]);
  });

  it('may be an empty list (e-mail alone)', () => {
    writeOwner({ links: [] });
    expect(checkOwner(root)).toEqual([]);
  });

  it('refuse an unknown network, naming the file, the entry and the known names', () => {
    writeOwner({
      links: [
        { network: 'github', url: 'https://github.com/sam' },
        { network: 'myspace', url: 'https://myspace.com/sam' },
      ],
    });
    const [problem, ...rest] = checkOwner(root);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: shownFile, field: 'links.1.network' });
    expect(problem!.message).toContain('unknown network "myspace"');
    expect(problem!.message).toContain(Object.keys(profileNetworks).join(', '));
    expect(problem!.message).toContain('give a label');
  });

  it('refuse an unknown network in the object form too', () => {
    writeOwner({ links: { github: 'https://github.com/sam', twiter: 'https://x.com/sam' } });
    expect(checkOwner(root)).toEqual([
      {
        file: shownFile,
        field: 'links.1.network',
        message: expect.stringContaining('unknown network "twiter"'),
      },
    ]);
  });

  it.each([
    [{ url: 'https://notes.example.dev/' }, 'links.0', /needs a network .* or a label/],
    [{ network: 'github', url: 'http://github.com/sam' }, 'links.0.url', /must be an https:\/\/ URL/],
    [{ network: 'github' }, 'links.0.url', /is required/],
    [{ network: 'github', url: 'https://github.com/sam', me: 'yes' }, 'links.0.me', /true or false/],
    [{ network: 'github', url: 'https://github.com/sam', icon: 'star' }, 'links.0', /icon/],
  ])('refuse %j, at %s', (link, field, message) => {
    writeOwner({ links: [link] });
    expect(checkOwner(root)).toEqual([{ file: shownFile, field, message: expect.stringMatching(message) }]);
  });

  it('refuse a value that is neither a list nor the object form', () => {
    writeOwner({ links: 'https://github.com/sam' });
    expect(checkOwner(root)).toEqual([
      { file: shownFile, field: 'links', message: expect.stringMatching(/must be a list of links/) },
    ]);
  });
});

describe('profileLinks', () => {
  it("names each link by its network or the owner's label, with the brand's icon or the generic one", () => {
    expect(
      profileLinks([
        { network: 'stackoverflow', url: 'https://stackoverflow.com/users/1/sam' },
        { network: 'github', label: 'GitHub (work)', url: 'https://github.com/sam-at-work' },
        { label: 'My notes', url: 'https://notes.example.dev/' },
      ]),
    ).toEqual([
      {
        name: 'Stack Overflow',
        url: 'https://stackoverflow.com/users/1/sam',
        icon: 'stackoverflow',
        me: false,
      },
      { name: 'GitHub (work)', url: 'https://github.com/sam-at-work', icon: 'github', me: false },
      { name: 'My notes', url: 'https://notes.example.dev/', icon: 'link', me: false },
    ]);
  });

  it('marks Mastodon rel="me" by itself, and any link the owner marks', () => {
    const links = profileLinks([
      { network: 'mastodon', url: 'https://hachyderm.io/@sam' },
      { label: 'My notes', url: 'https://notes.example.dev/', me: true },
      { network: 'github', url: 'https://github.com/sam' },
      { network: 'mastodon', url: 'https://other.social/@sam', me: false },
    ]);
    expect(links.map(({ me }) => me)).toEqual([true, true, false, false]);
  });

  it('every known network has a mark of its own, a path on the 24px grid', () => {
    const networks = Object.keys(profileNetworks) as (keyof typeof profileNetworks)[];
    for (const network of networks) expect(brandIconPaths[network], network).toMatch(/^[Mm][\d.\s-]/);
    expect(new Set(networks.map((network) => brandIconPaths[network])).size).toBe(networks.length);
  });
});

describe('contactLinks and profileUrls', () => {
  const owner = {
    email: 'sam@example.com',
    links: [
      { network: 'github' as const, url: 'https://github.com/sam' },
      { label: 'My notes', url: 'https://notes.example.dev/' },
      { network: 'github' as const, label: 'GitHub again', url: 'https://github.com/sam' },
    ],
  };

  it('put e-mail first, then the links in order', () => {
    expect(contactLinks(owner).map(({ label, href, icon }) => [label, href, icon])).toEqual([
      ['E-mail', 'mailto:sam@example.com', 'mail'],
      ['GitHub', 'https://github.com/sam', 'github'],
      ['My notes', 'https://notes.example.dev/', 'link'],
      ['GitHub again', 'https://github.com/sam', 'github'],
    ]);
    expect(contactWays(contactLinks(owner))).toBe('e-mail, GitHub, My notes or GitHub again');
    expect(contactWays(contactLinks({ ...owner, links: [] }))).toBe('e-mail');
  });

  it("give the profiles' addresses in order, each once", () => {
    expect(profileUrls(owner.links)).toEqual(['https://github.com/sam', 'https://notes.example.dev/']);
  });
});
