import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { mainContentId } from '../../src/lib/markup/navigation.ts';
import {
  cellAlignment,
  proseClasses,
  proseMarkup,
  siteIds,
  tableBoxName,
} from '../../src/lib/build/prose-markup.ts';

/** The owner's Markdown through Astro's Markdown processor, as the build runs it, with the plugin. */
const html = async (markdown: string) => {
  const processor = await createSatteriMarkdownProcessor({
    hastPlugins: [proseMarkup],
    syntaxHighlight: false,
  });
  return (await processor.render(markdown)).code;
};

describe('tables in the owner’s writing', () => {
  const table = '| Metric | Before | After |\n| :--- | :---: | ---: |\n| Save time | 840 | 35 |';

  it('scroll inside a named, focusable box, with column headers and no inline style', async () => {
    const out = await html(table);
    expect(out).toContain(
      `<div class="${proseClasses.tableBox}" tabindex="0" role="group" aria-label="${tableBoxName(['Metric', 'Before', 'After'])}"><table>`,
    );
    expect(out).not.toContain('style=');
    expect(out.match(/<th\s[^>]*>/g)).toEqual([
      `<th class="${proseClasses.align.left}" scope="col">`,
      `<th class="${proseClasses.align.center}" scope="col">`,
      `<th class="${proseClasses.align.right}" scope="col">`,
    ]);
    expect(out).toContain(`<td class="${proseClasses.align.right}">35</td>`);
  });

  it('read the alignment GFM writes', () => {
    expect(cellAlignment('text-align: right')).toBe('right');
    expect(cellAlignment(undefined)).toBeUndefined();
  });
});

describe('heading ids', () => {
  it('never take an id the page itself uses', async () => {
    expect(siteIds).toContain(mainContentId);
    const out = await html(`## Main\n\n## Results\n\n## Results`);
    expect(out).toContain(`<h2 id="${mainContentId}-1">Main</h2>`);
    expect(out).toContain('<h2 id="results">Results</h2>');
    expect(out).toContain('<h2 id="results-1">Results</h2>');
  });

  it('start afresh in every document', async () => {
    expect(await html('## Results')).toContain('id="results"');
    expect(await html('## Results')).toContain('id="results"');
  });
});
