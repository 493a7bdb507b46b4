import { z } from 'zod';
import { httpsUrl, text } from './fields.ts';

/**
 * The networks the site knows, each with the name its link is announced by. A known network gets
 * its brand's icon (src/lib/markup/brand-icons.ts); any other site takes a `label` and a generic icon.
 */
export const profileNetworks = {
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
  instagram: 'Instagram',
  youtube: 'YouTube',
  stackoverflow: 'Stack Overflow',
  dribbble: 'Dribbble',
  behance: 'Behance',
  devto: 'dev.to',
  medium: 'Medium',
  codepen: 'CodePen',
  kaggle: 'Kaggle',
  huggingface: 'Hugging Face',
} as const;

export type ProfileNetwork = keyof typeof profileNetworks;
const networkNames = Object.keys(profileNetworks) as [ProfileNetwork, ...ProfileNetwork[]];

const network = z.enum(networkNames, {
  error: (issue) =>
    `unknown network ${JSON.stringify(issue.input)}: the known networks are ${networkNames.join(', ')}; for any other site, leave out network and give a label`,
});

/** One of the owner's profiles or sites, shown as an icon link on /contact, in the menu and the footer. */
const profileLink = z
  .strictObject({
    /** A known network (github, mastodon, …): its icon and name. Leave it out for any other site. */
    network: network.optional(),
    /** The link's name: required for a site that is no known network; for a known one, in place of its name. */
    label: text('the name of the link, e.g. "My notes"').optional(),
    /** The profile's address; https only. */
    url: httpsUrl('the address of your profile'),
    /** Marks the link rel="me", which proves the profile is yours to sites that check (Mastodon's always are). */
    me: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((link) => link.network !== undefined || link.label !== undefined, {
    error: 'needs a network (one of the known names) or a label for any other site',
  });

export type ProfileLinkData = z.output<typeof profileLink>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The owner's links, an open list in their order:
 * `- { network: github, url: https://github.com/sam }`, `- { label: My notes, url: … }`.
 * The older form, one key per network (`links: { linkedin: …, github: …, facebook: … }`), still
 * reads, as that list in the keys' order, so an owner who updates the site is not broken.
 */
export const profileLinks = () =>
  z.preprocess(
    (value) =>
      isPlainObject(value) ? Object.entries(value).map(([name, url]) => ({ network: name, url })) : value,
    z.array(profileLink, {
      error: 'must be a list of links, e.g. - { network: github, url: https://github.com/you }',
    }),
  );
