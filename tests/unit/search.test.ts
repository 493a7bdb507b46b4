import { describe, expect, it } from 'vitest';
import { createSearch, excerptOf, foldTerm } from '../../src/lib/browser/search.ts';
import { plainText } from '../../src/lib/content/plain-text.ts';
import { searchDocument } from '../../src/lib/content/search.ts';
import type { SearchDocument } from '../../src/lib/markup/search-index.ts';

const mdx = `Rangers edit **trail reports** where no phone
has signal. An edit waits in an outbox,\\
then drains.

{/* a note to myself: tombstones */}

| Measure | Before |
| :------ | -----: |
| Lost    |     12 |

\`\`\`ts
export async function drainOutbox() {}
\`\`\`

![A start-up trace of the main thread](./cold-start/trace.png)

> The first week, nobody noticed.`;

describe('the text of an MDX body', () => {
  it('is what the page shows, blocks on lines of their own (a paragraph wrapped in the source is one), comments left out', () => {
    expect(plainText(mdx).split('\n')).toEqual([
      'Rangers edit trail reports where no phone has signal. An edit waits in an outbox, then drains.',
      'Measure',
      'Before',
      'Lost',
      '12',
      'export async function drainOutbox() {}',
      'A start-up trace of the main thread',
      'The first week, nobody noticed.',
    ]);
  });

  it('makes a search document of an entry', () => {
    const document = searchDocument('note', '/notes/sync', {
      body: mdx,
      data: { title: 'Offline sync', summary: 'Edits without signal.', stack: ['TypeScript'] },
    });
    expect(document).toMatchObject({
      kind: 'note',
      url: '/notes/sync',
      title: 'Offline sync',
      stack: ['TypeScript'],
    });
    expect(document.text).toContain('drainOutbox');
    expect(document.text).not.toContain('tombstones');
  });
});

const documents: SearchDocument[] = [
  {
    kind: 'project',
    url: '/work/quote-kong',
    title: 'Quote Kong',
    summary: 'Pages for subcontractors.',
    stack: ['React', 'Node.js'],
    text: `${'The work covered the page layouts and responsive behaviour. '.repeat(4)}A subcontractor prepares a quote and follows it through to a decision.`,
  },
  {
    kind: 'note',
    url: '/notes/cold-start',
    title: 'Cutting a cold start in half',
    summary: 'Tracing a first frame.',
    stack: ['Kotlin'],
    text: 'A system trace showed the main thread inflating every fragment. Météo data loads later.',
  },
];

describe('the search', () => {
  const find = createSearch({ documents });
  const urls = (query: string) => find(query).map(({ document }) => document.url);

  it('finds a page by a word of its text, its title, its summary or a technology', () => {
    expect(urls('fragment')).toEqual(['/notes/cold-start']);
    expect(urls('decision')).toEqual(['/work/quote-kong']);
    expect(urls('kotlin')).toEqual(['/notes/cold-start']);
    expect(urls('Quote')).toEqual(['/work/quote-kong']);
  });

  it('finds a word by its start, in any case, with or without accents, and a long one with a letter wrong', () => {
    expect(urls('FRAG')).toEqual(['/notes/cold-start']);
    expect(urls('meteo')).toEqual(['/notes/cold-start']);
    expect(urls('subcontracter')).toEqual(['/work/quote-kong']);
    expect(foldTerm('Météo')).toBe('meteo');
  });

  it('needs every word of the query, and finds nothing for nothing', () => {
    expect(urls('trace kotlin')).toEqual(['/notes/cold-start']);
    expect(urls('trace react')).toEqual([]);
    expect(urls('   ')).toEqual([]);
    expect(urls('zebra')).toEqual([]);
  });

  it('gives the passage around the first word found, the word marked, cut at whole words', () => {
    const [found] = find('decision');
    expect(found!.excerpt.filter((segment) => segment.match).map(({ text }) => text)).toEqual(['decision']);
    const passage = found!.excerpt.map(({ text }) => text).join('');
    expect(passage).toMatch(/^…\S/);
    expect(passage).toMatch(/to a decision\.$/);
    expect(passage.length).toBeLessThan(160);
    // A word only in the summary: the summary is the passage.
    expect(
      find('subcontractors')[0]!
        .excerpt.map(({ text }) => text)
        .join(''),
    ).toContain('subcontractor');
    expect(excerptOf('no match here', ['zebra'])).toBeNull();
  });
});
