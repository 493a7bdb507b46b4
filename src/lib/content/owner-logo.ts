/**
 * The owner's own logo (`logo` in owner.md, an SVG or PNG beside it): read once for the header,
 * the splash, the favicon, the app icons and the social cards. Without one, all of them show the
 * owner's initials.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { lightColours } from '../../styles/tokens.ts';

/** A logo's bytes and media type. */
export interface LogoFile {
  bytes: Uint8Array;
  type: 'image/svg+xml' | 'image/png';
}

/** The tile behind a logo everywhere, in both colour modes: a logo is drawn for light ground. */
export const logoTile = lightColours.background;

/** Where the header's copy of the logo is served, without the base: /logo.svg or /logo.png. */
export const logoPath = (logo: Pick<LogoFile, 'type'>): string =>
  logo.type === 'image/svg+xml' ? '/logo.svg' : '/logo.png';

/**
 * The logo named in the owner's file, or undefined when there is none.
 * @param ownerFile path of owner.md; `logo` is relative to it
 */
export async function readLogo(ownerFile: string, logo: string | undefined): Promise<LogoFile | undefined> {
  if (!logo) return undefined;
  const bytes = await readFile(path.resolve(path.dirname(ownerFile), logo)).catch(() => {
    throw new Error(`${ownerFile}: logo: no logo at ${logo} (paths are relative to owner.md)`);
  });
  return { bytes, type: logo.toLowerCase().endsWith('.svg') ? 'image/svg+xml' : 'image/png' };
}

/** The logo inline, for drawings that embed it (the icons' SVG, the social cards). */
export const logoDataUri = (logo: LogoFile): string =>
  `data:${logo.type};base64,${Buffer.from(logo.bytes).toString('base64')}`;

/** Header's tile is 2.5rem: a PNG logo is cut down to three times that, so no page carries a poster. */
export const headerLogoPixels = 120;

/** The bytes the header loads: an SVG as it is, a PNG scaled down to fit `headerLogoPixels`. */
export async function headerLogo(logo: LogoFile): Promise<Uint8Array> {
  if (logo.type === 'image/svg+xml') return logo.bytes;
  return sharp(logo.bytes)
    .resize(headerLogoPixels, headerLogoPixels, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
