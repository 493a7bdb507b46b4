/**
 * What the site does to the owner's Markdown and MDX as Astro builds it (a Sätteri hast plugin,
 * registered in astro.config.mjs), so that any description passes the page's checks whatever it
 * holds:
 * - A table scrolls inside a box of its own (a phone is narrower than most tables): the box is a
 *   named, focusable region, as axe's `scrollable-region-focusable` asks; its header cells are
 *   column headers (`scope`, html-validate's `wcag/h63`); GFM's column alignment, which the parser
 *   writes as inline `style` (refused by the Content-Security-Policy and `no-inline-style`), becomes
 *   a class.
 * - A heading's id never takes one the page itself uses (`main`, the skip link's target, say): it
 *   is made with the slugger Astro uses, told of those ids first ("## Main" becomes `main-1`).
 */
import Slugger from 'github-slugger';
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { Element } from 'hast';
import { copyButtonId } from '../browser/copy.ts';
import { analyticsSettingsId } from '../browser/analytics.ts';
import { islandCodeId } from '../browser/island-code.ts';
import {
  embedHeadingId,
  embedNoteId,
  featuredHeadingId,
  greetingId,
  menuDialogId,
  resumeSectionIds,
  statementSectionIds,
  screenshotsHeadingId,
  searchIds,
  technologiesHeadingId,
  technologyNotesHeadingId,
} from '../markup/element-ids.ts';
import { footerNavId, mainContentId } from '../markup/navigation.ts';
import { splashScreenId } from '../browser/splash.ts';
import { proseClasses } from '../../styles/prose-classes.ts';

/** Every id the site's own markup gives an element, on any page. */
export const siteIds: readonly string[] = [
  mainContentId,
  footerNavId,
  menuDialogId,
  copyButtonId,
  islandCodeId,
  analyticsSettingsId,
  splashScreenId,
  greetingId,
  embedHeadingId,
  embedNoteId,
  screenshotsHeadingId,
  technologiesHeadingId,
  technologyNotesHeadingId,
  ...Object.values(searchIds),
  featuredHeadingId,
  ...Object.values(resumeSectionIds),
  ...Object.values(statementSectionIds),
];

export { proseClasses };

type Alignment = keyof typeof proseClasses.align;

/** The alignment GFM gives a cell (the parser writes `style="text-align: right"`). */
export function cellAlignment(style: unknown): Alignment | undefined {
  const value = typeof style === 'string' ? /text-align:\s*(left|center|right)/.exec(style)?.[1] : undefined;
  return value as Alignment | undefined;
}

/** The name of a table's scrolling box: its column headers, e.g. "Table: Metric, Before, After". */
export const tableBoxName = (headers: readonly string[]) =>
  `Table: ${headers.map((header) => header.trim()).join(', ')}`;

const withClass = (node: Element, name: string) => {
  const existing = node.properties?.className;
  const list = Array.isArray(existing)
    ? existing.map(String)
    : typeof existing === 'string'
      ? [existing]
      : [];
  return [...list, name];
};

/**
 * A hast plugin as Astro's Markdown processor takes it, typed by the Sätteri that processor depends
 * on (after an `npm update`, it may be newer than the site's own `satteri`).
 */
type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

/** The plugin: a fresh one for each document (its slugger counts that document's headings). */
export const proseMarkup: HastPlugin = () => {
  const slugger = new Slugger();
  for (const id of siteIds) slugger.slug(id);
  return {
    name: 'portfolio:prose-markup',
    element: {
      filter: ['table', 'th', 'td', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        if (node.tagName === 'table') {
          const headers: string[] = [];
          const collect = (element: Element) => {
            for (const child of element.children) {
              if (child.type !== 'element') continue;
              if (child.tagName === 'th') headers.push(ctx.textContent(child));
              else if (child.tagName !== 'tbody') collect(child);
            }
          };
          collect(node);
          ctx.wrapNode(node, {
            type: 'element',
            tagName: 'div',
            properties: {
              className: [proseClasses.tableBox],
              tabIndex: 0,
              role: 'group',
              ariaLabel: tableBoxName(headers),
            },
            children: [],
          });
        } else if (node.tagName === 'th' || node.tagName === 'td') {
          const align = cellAlignment(node.properties?.style);
          if (node.properties?.style !== undefined) ctx.setProperty(node, 'style', null);
          if (align) ctx.setProperty(node, 'className', withClass(node, proseClasses.align[align]));
          if (node.tagName === 'th') ctx.setProperty(node, 'scope', 'col');
        } else if (typeof node.properties?.id !== 'string') {
          ctx.setProperty(node, 'id', slugger.slug(ctx.textContent(node)));
        }
      },
    },
  };
};
