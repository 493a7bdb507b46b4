// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentCheck } from './src/integrations/content-check.ts';
import { devContentRefresh } from './src/integrations/dev-content-refresh.ts';
import { builtPages } from './src/integrations/built-pages.ts';
import { optionalPages } from './src/integrations/optional-pages.ts';
import { inlineScript } from './src/integrations/inline-script.ts';
import { publicFilesCheck } from './src/integrations/public-files.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { siteAddressNotice } from './src/integrations/site-address.ts';
import { siteAddress } from './src/lib/content/site-url.ts';
import { contentLanguageCodes } from './src/lib/content/content-languages.ts';
import { buildContent } from './src/lib/content/content-location.ts';
import { languageAlternates, pathLanguage, siteLanguages } from './src/lib/content/languages.ts';
import { fontSubsetUnicodeRange, siteFontFamilies } from './src/lib/fonts/site-fonts.ts';
import { searchPath } from './src/lib/content/search.ts';
import { joinBase } from './src/lib/content/urls.ts';
import { codeBlockClasses, codeTheme } from './src/lib/build/code-highlight.ts';
import { untimedTokenizing } from './src/lib/build/untimed-highlight.ts';
import { proseMarkup } from './src/lib/build/prose-markup.ts';
import { imagesNeedAlt } from './content-schemas/body.ts';

/**
 * The public address: SITE_URL, else the host's own variable (Netlify, Vercel, Cloudflare
 * Pages); with none, no address, and the build writes no absolute URL (src/lib/content/site-url.ts).
 * GitHub Pages serves a project site under /<repo>/ and a user site or custom domain at /:
 * the workflow sets SITE_URL and BASE_PATH from the repository; locally the base is /.
 */
const site = siteAddress(process.env)?.url;
const base = process.env.BASE_PATH || '/';
// Tests build a second copy at another base without overwriting dist/, and publish an owner's
// files from a public folder of their own without touching public/.
const outDir = process.env.OUT_DIR || './dist';
const publicDir = process.env.PUBLIC_DIR || './public';

/**
 * The site's languages (owner.md's `languages`): with more than one, each page of the sitemap names
 * the same page in every language and the x-default, as its <head> does (src/components/SeoHead.astro).
 */
const languages = siteLanguages(
  contentLanguageCodes(buildContent(fileURLToPath(new URL('.', import.meta.url)))),
);
const sitemapAlternates =
  languages.length > 1
    ? {
        /** @param {import('@astrojs/sitemap').SitemapItem} item */
        serialize: (item) => {
          const root = new URL(joinBase(base, '/'), item.url);
          const inSite = `/${item.url.slice(root.href.length)}`.replace(/\/$/, '') || '/';
          const { path } = pathLanguage(inSite, languages);
          const links = languageAlternates(
            path,
            languages,
            (shown) => new URL(joinBase(base, shown), root).href,
          ).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
          return { ...item, links };
        },
      }
    : {};

/** One self-hosted weight of a font of src/styles/look.ts, cut to the site's characters (`npm run fonts`). */
const variant = (/** @type {import('./src/lib/fonts/site-fonts.ts').SiteFace} */ face) => ({
  weight: face.weight,
  style: /** @type {const} */ ('normal'),
  src: /** @type {[string]} */ ([`./${face.file}`]),
  unicodeRange: fontSubsetUnicodeRange,
});

export default defineConfig({
  ...(site ? { site } : {}),
  base,
  outDir,
  publicDir,
  output: 'static',
  // Clean URLs (/work/quote-kong) served from quote-kong.html, which GitHub Pages resolves.
  trailingSlash: 'ignore',
  // The site's stylesheet travels inside each page: a linked one is a render-blocking request
  // (Lighthouse's render-blocking insight, a gate in scripts/budgets.ts), an inlined one is not.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The sitemap lists every page (not endpoints such as resume.pdf or the social cards); the
  // 404 page is left out by the integration itself.
  // The owner's Markdown and MDX (src/lib/build/prose-markup.ts, content-schemas/body.ts). Code is
  // coloured at build time by Shiki with a theme of variables, turned into classes with no inline
  // style, which the CSP below refuses (src/lib/build/code-highlight.ts), with no time limit per line
  // (src/lib/build/untimed-highlight.ts). Astro still warns at each build
  // that Shiki's inline styles do not fit a CSP: none reach the page (html-validate's
  // no-inline-style and tests/engines/writing.spec.ts hold that).
  markdown: {
    processor: satteri({ mdastPlugins: [imagesNeedAlt], hastPlugins: [proseMarkup] }),
    syntaxHighlight: 'shiki',
    shikiConfig: { theme: codeTheme, transformers: [untimedTokenizing(), codeBlockClasses()] },
  },
  integrations: [
    siteAddressNotice(),
    contentCheck(),
    optionalPages(),
    devContentRefresh(),
    clientDirectives(),
    mdx(),
    react(),
    // Needs `site`: without an address it skips the sitemap (and says so). The search page asks
    // search engines to leave it out (noindex), so the sitemap does not offer it.
    sitemap({
      filter: (page) =>
        !languages.some(
          (language) =>
            new URL(page).pathname ===
            joinBase(base, language.isDefault ? searchPath : `/${language.segment}${searchPath}`),
        ),
      ...sitemapAlternates,
    }),
    builtPages(),
    // Last: it checks that every file of public/ reached the build unchanged.
    publicFilesCheck(),
  ],
  // One family per font package of src/styles/look.ts (src/lib/fonts/site-fonts.ts).
  fonts: siteFontFamilies().map((family) => ({
    provider: fontProviders.local(),
    name: family.family,
    cssVariable: family.cssVariable,
    fallbacks: family.fallbacks,
    options: {
      variants: /** @type {[ReturnType<typeof variant>, ...ReturnType<typeof variant>[]]} */ (
        family.faces.map(variant)
      ),
    },
  })),
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      // AVIF effort 1 encodes a 1600 px hero about 4× faster than effort 2 on two cores, for
      // files about 12% larger (still smaller than the WebP): cold builds are image-bound.
      config: {
        avif: { effort: 1, quality: 55 },
        webp: { quality: 78 },
      },
    },
  },
  vite: {
    plugins: [vanillaExtractPlugin(), inlineScript()],
    build: {
      // A page's own stylesheet under 8 KB (a project page's, say) is inlined into its <style>, so
      // first paint waits on one stylesheet, the shared one, not two (Lighthouse's FCP on project
      // pages: 0.9 s against 0.75 s). Other assets keep Vite's default.
      assetsInlineLimit: (file, content) => (file.endsWith('.css') ? content.length < 8 * 1024 : undefined),
    },
  },
});
