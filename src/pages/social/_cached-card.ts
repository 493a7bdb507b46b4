import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rasteriseSocialCard, socialCardSvg, type SocialCardOptions } from '../../lib/art/social-card.ts';

/** Rendered cards, by a hash of what they draw; shared by every checkout that links node_modules. */
const cacheDir = path.resolve('node_modules/.cache/portfolio-social-cards');

/**
 * A social card as PNG bytes. Rasterising one takes most of a second, so a card is kept by a
 * hash of what it draws (its SVG drawing and its hero's bytes): a rebuild with the same content
 * reuses it, and a new hero, title, colour or layout draws it afresh.
 */
export async function socialCardPng(options: SocialCardOptions): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await socialCardSvg(options);
  const hash = createHash('sha256').update(svg);
  if (options.hero) hash.update(options.hero);
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 40)}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Uint8Array(cached);

  const png = new Uint8Array(await rasteriseSocialCard(svg, options.hero));
  await mkdir(cacheDir, { recursive: true });
  // Written aside under a name of its own and renamed, so that no build reads half a file.
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
