import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import artSource from '../../../scripts/placeholder-art.ts?raw';
import { renderSocialCard, type SocialCardOptions } from '../../../scripts/placeholder-art.ts';

/** Rendered cards, by a hash of everything that shapes them; shared by every checkout that links node_modules. */
const cacheDir = path.resolve('node_modules/.cache/portfolio-social-cards');

/**
 * A social card as PNG bytes. Drawing one takes most of a second, so a card is kept by a hash of
 * its options, its hero's bytes and the renderer's own source: a rebuild with the same content
 * reuses it, and a new hero, title or renderer draws it afresh.
 */
export async function socialCardPng(options: SocialCardOptions): Promise<Uint8Array<ArrayBuffer>> {
  const { hero, ...rest } = options;
  const hash = createHash('sha256').update(artSource).update(JSON.stringify(rest));
  if (hero) hash.update(hero);
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 40)}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Uint8Array(cached);

  const png = new Uint8Array(await renderSocialCard(options));
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so that a build running alongside never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
