import {
  profileNetworks,
  type ProfileLinkData,
  type ProfileNetwork,
} from '../../../content-schemas/profile-links.ts';
import type { IconName } from '../markup/icons.ts';

/** One of the owner's profile links as the pages show it. */
export interface ProfileLink {
  /** Its accessible name: the network's name, or the owner's label. */
  name: string;
  url: string;
  /** The brand's icon for a known network; the generic link icon for any other site. */
  icon: ProfileNetwork | Extract<IconName, 'link'>;
  /** rel="me": Mastodon checks it to verify the profile, and the owner may ask for it on any link. */
  me: boolean;
}

/** The owner's links, in their order, as the pages show them (contact, menu, footer). */
export function profileLinks(links: readonly ProfileLinkData[]): ProfileLink[] {
  return links.map(({ network, label, url, me }) => ({
    name: label ?? profileNetworks[network!],
    url,
    icon: network ?? 'link',
    me: me ?? network === 'mastodon',
  }));
}

/**
 * The addresses of the owner's profiles, in their order: the Person's `sameAs` in structured data
 * (src/lib/content/structured-data.ts), and what a resume's profiles read too.
 */
export function profileUrls(links: readonly ProfileLinkData[]): string[] {
  return [...new Set(links.map(({ url }) => url))];
}

/** A contact link: the e-mail address first, then each profile. */
export interface ContactLink {
  /** Accessible name, e.g. "GitHub". */
  label: string;
  href: string;
  icon: ProfileLink['icon'] | Extract<IconName, 'mail'>;
  me: boolean;
}

/** The contact links in order: e-mail, then the owner's links (the spec's e-mail, LinkedIn, GitHub, Facebook in the sample). */
export function contactLinks(
  owner: { email: string; links: readonly ProfileLinkData[] },
  /** The e-mail link's name in the page's language ("E-mail"). */
  emailLabel: string,
): ContactLink[] {
  return [
    { label: emailLabel, href: `mailto:${owner.email}`, icon: 'mail', me: false },
    ...profileLinks(owner.links).map(({ name, url, icon, me }) => ({
      label: name,
      href: url,
      icon,
      me,
    })),
  ];
}

/**
 * The contact links in words, for a page's description: "e-mail, GitHub or Mastodon", the e-mail
 * link (the first) named as a sentence names it, `orList` the page's language's list ("A, B or C").
 */
export function contactWays(
  links: readonly ContactLink[],
  emailWay: string,
  orList: (names: string[]) => string,
): string {
  return orList(links.map(({ label, icon }, index) => (index === 0 && icon === 'mail' ? emailWay : label)));
}
