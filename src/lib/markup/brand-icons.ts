/**
 * The brands' marks for the owner's profile links, as SVG paths on a 24px grid, read from the icon
 * sets at build time: the pages carry them inline (no request, no font), and no island imports
 * them, so they never reach a script.
 *
 * From simple-icons (CC0), except the two it no longer has: LinkedIn's, removed in its v14 for legal
 * reasons (Microsoft's lawyers asked; simple-icons/simple-icons#11372), and CodePen's, removed in
 * 2025 (simple-icons/simple-icons#14069). Those two come from Material Design Icons (@mdi/js,
 * Apache-2.0), which draws brand marks the same way: one filled path on the same 24px grid.
 */
import { mdiCodepen, mdiLinkedin } from '@mdi/js';
import {
  siBehance,
  siBluesky,
  siDevdotto,
  siDribbble,
  siFacebook,
  siGithub,
  siGitlab,
  siHuggingface,
  siInstagram,
  siKaggle,
  siMastodon,
  siMedium,
  siStackoverflow,
  siThreads,
  siX,
  siYoutube,
} from 'simple-icons';
import type { ProfileNetwork } from '../../../content-schemas/profile-links.ts';

/** Each known network's mark: a missing one fails the type check. */
export const brandIconPaths = {
  github: siGithub.path,
  gitlab: siGitlab.path,
  linkedin: mdiLinkedin,
  facebook: siFacebook.path,
  x: siX.path,
  mastodon: siMastodon.path,
  bluesky: siBluesky.path,
  threads: siThreads.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  stackoverflow: siStackoverflow.path,
  dribbble: siDribbble.path,
  behance: siBehance.path,
  devto: siDevdotto.path,
  medium: siMedium.path,
  codepen: mdiCodepen,
  kaggle: siKaggle.path,
  huggingface: siHuggingface.path,
} as const satisfies Record<ProfileNetwork, string>;
