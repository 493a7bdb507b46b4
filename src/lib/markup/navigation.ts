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

/** The owner's four contact links, in the spec's order: e-mail, LinkedIn, GitHub, Facebook. */
export function socialLinks(owner: {
  email: string;
  links: { linkedin: string; github: string; facebook: string };
}): SocialLink[] {
  return [
    { label: 'E-mail', href: `mailto:${owner.email}`, icon: 'mail' },
    { label: 'LinkedIn', href: owner.links.linkedin, icon: 'linkedin' },
    { label: 'GitHub', href: owner.links.github, icon: 'github' },
    { label: 'Facebook', href: owner.links.facebook, icon: 'facebook' },
  ];
}
