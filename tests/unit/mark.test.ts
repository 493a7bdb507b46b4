import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderMarkPng } from '../../src/lib/art/mark.ts';

/** The middle of what differs from the tile's colour (the letters), as shares of the size. */
async function inkMiddle(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => (y * info.width + x) * info.channels;
  const tile = at(Math.round(info.width / 2), 2);
  const rows: number[] = [];
  const columns: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (Math.abs(data[at(x, y)]! - data[tile]!) > 60) {
        rows.push(y);
        columns.push(x);
      }
    }
  }
  const middle = (values: number[], size: number) =>
    (Math.min(...values) + Math.max(...values) + 1) / 2 / size;
  return { x: middle(columns, info.width), y: middle(rows, info.height) };
}

describe('the logo mark', () => {
  it.each(['YN', 'Q', 'ZNW'])(
    'sets the letters %s in the middle of the tile, in the heading font',
    async (letters) => {
      const png = await renderMarkPng({
        letters,
        background: '#90CDF4',
        foreground: '#1A202C',
        radius: 0,
        size: 256,
      });
      const { x, y } = await inkMiddle(png);
      // Capitals: from their baseline to their cap height. (A Q's tail dips below: a little lower.)
      expect(Math.abs(y - 0.5)).toBeLessThan(letters === 'Q' ? 0.04 : 0.015);
      expect(Math.abs(x - 0.5)).toBeLessThan(0.02);
    },
  );
});
