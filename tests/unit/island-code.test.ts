import { describe, expect, it } from 'vitest';
import { islandModuleUrls } from '../../src/integrations/island-code.ts';
import { islandCodeId, withIslandCode } from '../../src/lib/island-code.ts';

const island = (client: string, component: string) =>
  `<astro-island client="${client}" component-url="/_astro/${component}.js" renderer-url="/_astro/client.js"></astro-island>`;

describe('islandModuleUrls', () => {
  it("lists the code of the islands that wake on interaction, each URL once, not the splash's", () => {
    const html = `<!doctype html><body>${island('interaction', 'Menu')}${island('interaction', 'Theme')}${island('splash', 'Splash')}</body>`;
    expect(islandModuleUrls(html)).toEqual(['/_astro/Menu.js', '/_astro/client.js', '/_astro/Theme.js']);
  });
});

describe('withIslandCode', () => {
  it('puts the modules in an inert template of modulepreload links at the end of <body>', () => {
    const html = withIslandCode('<html><body><p>Hi</p></body></html>', ['/_astro/a.js', '/_astro/b.js']);
    expect(html).toBe(
      `<html><body><p>Hi</p><template id="${islandCodeId}"><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"></template></body></html>`,
    );
  });

  it('leaves a page without islands as it is', () => {
    expect(withIslandCode('<body></body>', [])).toBe('<body></body>');
  });
});
