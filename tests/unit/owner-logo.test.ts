import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMarkPng } from '../../src/lib/art/mark.ts';
import {
  headerLogo,
  headerLogoPixels,
  logoDataUri,
  logoPath,
  readLogo,
} from '../../src/lib/content/owner-logo.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg>';
let dir: string;
const ownerFile = () => path.join(dir, 'owner.md');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'owner-logo-'));
  writeFileSync(path.join(dir, 'logo.svg'), svg);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The [r, g, b] at the centre of a PNG. */
async function centre(png: Uint8Array): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('readLogo', () => {
  it('is nothing when owner.md names no logo', async () => {
    expect(await readLogo(ownerFile(), undefined)).toBeUndefined();
  });

  it('reads an SVG or a PNG beside owner.md, with its type and its served path', async () => {
    const logo = await readLogo(ownerFile(), './logo.svg');
    expect(logo?.type).toBe('image/svg+xml');
    expect(Buffer.from(logo!.bytes).toString()).toBe(svg);
    expect(logoPath(logo!)).toBe('/logo.svg');
    writeFileSync(path.join(dir, 'logo.png'), await sharp(Buffer.from(svg)).png().toBuffer());
    const png = await readLogo(ownerFile(), './logo.png');
    expect(png?.type).toBe('image/png');
    expect(logoPath(png!)).toBe('/logo.png');
  });

  it('names the file and the field when the logo is missing', async () => {
    await expect(readLogo(ownerFile(), './gone.svg')).rejects.toThrow(
      `${ownerFile()}: logo: no logo at ./gone.svg`,
    );
  });
});

describe('headerLogo', () => {
  it('keeps an SVG as it is and scales a large PNG down for the header', async () => {
    const logo = (await readLogo(ownerFile(), './logo.svg'))!;
    expect(await headerLogo(logo)).toBe(logo.bytes);
    const big = await sharp(Buffer.from(svg), { density: 7200 }).resize(1000, 1000).png().toBuffer();
    const small = await headerLogo({ bytes: big, type: 'image/png' });
    expect(await sharp(small).metadata()).toMatchObject({
      width: headerLogoPixels,
      height: headerLogoPixels,
    });
  });
});

describe('the mark with a logo', () => {
  const options = { letters: 'SL', background: '#ffffff', foreground: '#000000' };

  it('draws the logo on the tile instead of the letters in the PNG icons', async () => {
    const logo = logoDataUri((await readLogo(ownerFile(), './logo.svg'))!);
    const png = await renderMarkPng({ ...options, logo, size: 64 });
    expect(await sharp(png).metadata()).toMatchObject({ width: 64, height: 64 });
    expect(await centre(png)).toEqual([0, 255, 0]);
  });

  it('draws the letters without one', async () => {
    expect(await centre(await renderMarkPng({ ...options, size: 64 }))).not.toEqual([0, 255, 0]);
  });
});
