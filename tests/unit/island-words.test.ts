import { describe, expect, it } from 'vitest';
import { islandWords } from '../../src/islands/island-words.ts';
import { wordsFor } from '../../src/lib/markup/words.ts';
import { toasterWords } from '../../src/islands/Toaster.tsx';
import { workListWords } from '../../src/islands/WorkList.tsx';

describe('an island’s words as its wrapper passes them', () => {
  it('are none on an English page: the island shows its own, and the page serialises no words', () => {
    expect(islandWords(wordsFor('en'), toasterWords)).toEqual({});
    expect(islandWords(wordsFor('en-GB'), workListWords)).toEqual({});
  });

  it('are the page language’s on a page in another language', () => {
    const german = wordsFor('de');
    expect(islandWords(german, workListWords)).toEqual({
      words: { list: german.words.work.listName, hint: german.words.work.previewHint },
    });
    expect(islandWords(german, workListWords).words?.list).not.toBe(wordsFor('en').words.work.listName);
    expect(islandWords(wordsFor('ar'), toasterWords)).toEqual({ words: wordsFor('ar').words.toast });
  });
});
