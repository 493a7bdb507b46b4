import { describe, expect, it } from 'vitest';
import { islandModuleUrls } from '../../src/integrations/island-code.ts';
import { islandCodeId, withModuleList } from '../../src/lib/build/island-code.ts';

const island = (client: string, component: string) =>
  `<astro-island client="${client}" component-url="/_astro/${component}.js" renderer-url="/_astro/client.js"></astro-island>`;

describe('islandModuleUrls', () => {
  it("lists the code of the islands that wake on interaction, each URL once, not the splash's", () => {
    const html = `<!doctype html><body>${island('interaction', 'Menu')}${island('interaction', 'Theme')}${island('splash', 'Splash')}</body>`;
    expect(islandModuleUrls(html)).toEqual(['/_astro/Menu.js', '/_astro/client.js', '/_astro/Theme.js']);
  });

  it("lists the splash's code on its own", () => {
    const html = `<!doctype html><body>${island('interaction', 'Menu')}${island('splash', 'Splash')}</body>`;
    expect(islandModuleUrls(html, 'splash')).toEqual(['/_astro/Splash.js', '/_astro/client.js']);
  });
});

describe('withModuleList', () => {
  it('puts the modules in an inert template of modulepreload links at the end of <body>', () => {
    const html = withModuleList('<html><body><p>Hi</p></body></html>', islandCodeId, [
      '/_astro/a.js',
      '/_astro/b.js',
    ]);
    expect(html).toBe(
      `<html><body><p>Hi</p><template id="${islandCodeId}"><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"></template></body></html>`,
    );
  });

  it('leaves a page as it is when the list is empty', () => {
    expect(withModuleList('<body></body>', islandCodeId, [])).toBe('<body></body>');
  });
});
