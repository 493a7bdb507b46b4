import { describe, expect, it } from 'vitest';
import { linkedIcons, siteIcons, webManifest } from '../../src/lib/content/site-icons.ts';

const owner = { name: 'Sam Lee', role: 'Mobile & Web Developer', description: 'Portfolio of Sam Lee.' };

describe('webManifest', () => {
  const manifest = webManifest({
    ...owner,
    home: '/portfolio/',
    themeColour: '#1A202C',
    href: (path) => `/portfolio${path}`,
  });

  it('starts at the home page under the base, in the colour the site opens in', () => {
    expect(manifest).toMatchObject({
      name: 'Sam Lee · Mobile & Web Developer',
      short_name: 'Sam Lee',
      start_url: '/portfolio/',
      scope: '/portfolio/',
      theme_color: '#1A202C',
      background_color: '#1A202C',
    });
  });

  it('lists the 192 and 512 pixel icons and a maskable one, under the base', () => {
    expect(manifest.icons).toEqual([
      { src: '/portfolio/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/portfolio/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/portfolio/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(siteIcons.map((icon) => icon.file)).toContain('apple-touch-icon.png');
  });

  it('shortens a long name for launchers', () => {
    const long = webManifest({
      ...owner,
      name: 'Alexandra Montgomery-Smith',
      home: '/',
      themeColour: '#000000',
      href: (p) => p,
    });
    expect(long.short_name).toBe('Alexandra');
  });
});

describe('linkedIcons', () => {
  it("links a tab icon for 2× and 3× screens, one Google's results take (a multiple of 48 px), and iOS's", () => {
    const favicons = linkedIcons.filter((icon) => icon.rel === 'icon').map((icon) => icon.sizes);
    expect(favicons).toEqual(expect.arrayContaining(['32x32', '96x96']));
    expect(favicons.some((sizes) => Number(sizes.split('x')[0]) % 48 === 0)).toBe(true);
    expect(linkedIcons.find((icon) => icon.rel === 'apple-touch-icon')).toEqual({
      rel: 'apple-touch-icon',
      file: 'apple-touch-icon.png',
      sizes: '180x180',
    });
  });
});
