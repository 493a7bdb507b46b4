/**
 * Writes the site's placeholder images and resume into src/content:
 *
 *   node scripts/generate-placeholders.ts [--only <slug>|owner] [--force]
 *
 * - every project: <slug>/hero.png (1600×900) and <slug>/preview.png (960×600)
 * - quote-kong/screens/1..3.png (browser windows) and haletale/screens/1..5.png (phones)
 * - owner/photo.jpg (800×1000) and owner/resume.pdf (one A4 page)
 *
 * Idempotent: output is deterministic and a file whose bytes would not change is left alone.
 * A file that is not a generated placeholder (the owner's real image) is never overwritten
 * unless --force is given.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  isGeneratedPlaceholder,
  renderBrowserScreen,
  renderPhoneScreen,
  renderPortrait,
  renderProjectCard,
  renderResumePdf,
} from './placeholder-art.ts';
import type { BrowserScreenOptions, PhoneScreenKind } from './placeholder-art.ts';

interface Project {
  slug: string;
  title: string;
  category: string;
}

const PROJECTS: readonly Project[] = [
  { slug: 'quote-kong', title: 'Quote Kong', category: 'Web Development' },
  { slug: 'airplane-identification', title: 'Airplane Identification', category: 'Machine Learning' },
  { slug: 'vib-digital', title: 'ViB Digital', category: 'Mobile App' },
  { slug: 'lyman-rentals', title: 'Lyman Rentals', category: 'Web Development' },
  { slug: 'windrush-tech', title: 'Windrush Technical', category: 'Web Development' },
  { slug: 'parent-pal', title: 'Parent Pal', category: 'Mobile App' },
  { slug: 'haletale', title: 'Haletale', category: 'Mobile Development' },
];

const BROWSER_SCREENS: Record<string, Omit<BrowserScreenOptions, 'slug'>[]> = {
  'quote-kong': [
    {
      siteName: 'Quote Kong',
      url: 'quotekong.app/subcontractors',
      label: 'Sub Contractor page 1',
      heading: 'Find a sub contractor',
      layout: 'directory',
    },
    {
      siteName: 'Quote Kong',
      url: 'quotekong.app/subcontractors/northline-electric',
      label: 'Sub Contractor page 2',
      heading: 'Sub contractor profile',
      layout: 'profile',
    },
    {
      siteName: 'Quote Kong',
      url: 'quotekong.app/subcontractors/quotes/new',
      label: 'Sub Contractor page 3',
      heading: 'Prepare a quote',
      layout: 'form',
    },
  ],
};

const PHONE_SCREENS: Record<string, { appName: string; screens: PhoneScreenKind[] }> = {
  haletale: {
    appName: 'Haletale',
    screens: ['sign-in', 'sign-up', 'forgot-password', 'verify-email', 'welcome'],
  },
};

const root = fileURLToPath(new URL('..', import.meta.url));
const contentDir = fileURLToPath(new URL('../src/content/', import.meta.url));

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: node scripts/generate-placeholders.ts [--only <slug>|owner] [--force]');
  console.log(`Slugs: ${PROJECTS.map((p) => p.slug).join(', ')}`);
  process.exit(0);
}

const only = values.only;
if (only !== undefined && only !== 'owner' && !PROJECTS.some((p) => p.slug === only)) {
  console.error(
    `Unknown --only value "${only}". Use one of: ${[...PROJECTS.map((p) => p.slug), 'owner'].join(', ')}`,
  );
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
let written = 0;
let unchanged = 0;
let kept = 0;

/** Writes `bytes` to `path` (relative to src/content) unless that changes nothing or would clobber a real file. */
async function emit(path: string, render: () => Promise<Uint8Array>): Promise<void> {
  const file = contentDir + path;
  const shown = relative(root, file);
  const existing = await readFile(file).catch(() => undefined);
  if (existing && !values.force && !isGeneratedPlaceholder(existing)) {
    kept += 1;
    console.log(
      `  kept       ${kb(existing.length)}  ${shown}  (not a generated placeholder; --force overwrites it)`,
    );
    return;
  }
  const bytes = await render();
  if (existing && Buffer.compare(existing, bytes) === 0) {
    unchanged += 1;
    console.log(`  unchanged  ${kb(bytes.length)}  ${shown}`);
    return;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  written += 1;
  console.log(`  wrote      ${kb(bytes.length)}  ${shown}`);
}

for (const project of PROJECTS) {
  if (only !== undefined && only !== project.slug) continue;
  const { slug, title, category } = project;
  await emit(`projects/${slug}/hero.png`, () =>
    renderProjectCard({ title, category, slug, width: 1600, height: 900 }),
  );
  await emit(`projects/${slug}/preview.png`, () =>
    renderProjectCard({ title, category, slug, width: 960, height: 600 }),
  );
  for (const [i, screen] of (BROWSER_SCREENS[slug] ?? []).entries()) {
    await emit(`projects/${slug}/screens/${i + 1}.png`, () => renderBrowserScreen({ slug, ...screen }));
  }
  const phone = PHONE_SCREENS[slug];
  for (const [i, screen] of (phone?.screens ?? []).entries()) {
    await emit(`projects/${slug}/screens/${i + 1}.png`, () =>
      renderPhoneScreen({ slug, appName: phone?.appName ?? title, screen }),
    );
  }
}

if (only === undefined || only === 'owner') {
  await emit('owner/photo.jpg', () => renderPortrait());
  await emit('owner/resume.pdf', () => renderResumePdf({ projects: PROJECTS.map((p) => p.title) }));
}

console.log(`${written} written, ${unchanged} unchanged, ${kept} kept.`);
