import type { IconName } from './icons.ts';

/** The site's sections, in the menu's numbered order. */
export const siteSections = [
  { label: 'Home', path: '/' },
  { label: 'Work', path: '/work' },
  { label: 'About', path: '/about' },
  { label: 'Contact', path: '/contact' },
] as const;

/** The footer's navigation, which every page carries: an in-page link may lead to it. */
export const footerNavId = 'site-nav';

/** The page's main content: the skip link's target. */
export const mainContentId = 'main';

export interface SocialLink {
  /** Accessible name of the icon link, e.g. "GitHub". */
  label: string;
  href: string;
  icon: IconName;
}

/** The owner's links in owner.md. */
interface OwnerLinks {
  links: { linkedin: string; github: string; facebook: string };
}

/** A profile of the owner's on another site. */
export interface OwnerProfile {
  /** The site's name, e.g. "GitHub": the link's accessible name and the resume's label. */
  network: string;
  url: string;
  icon: IconName;
}

/**
 * The owner's profiles elsewhere, in order: the one list that the contact links, the Person's
 * `sameAs` in structured data and the resume's profiles all read.
 */
export function ownerProfiles(owner: OwnerLinks): OwnerProfile[] {
  return [
    { network: 'LinkedIn', url: owner.links.linkedin, icon: 'linkedin' },
    { network: 'GitHub', url: owner.links.github, icon: 'github' },
    { network: 'Facebook', url: owner.links.facebook, icon: 'facebook' },
  ];
}

/** The owner's four contact links, in the spec's order: e-mail, LinkedIn, GitHub, Facebook. */
export function socialLinks(owner: OwnerLinks & { email: string }): SocialLink[] {
  return [
    { label: 'E-mail', href: `mailto:${owner.email}`, icon: 'mail' },
    ...ownerProfiles(owner).map(({ network, url, icon }) => ({ label: network, href: url, icon })),
  ];
}
