/**
 * Code is coloured the same on a quiet machine and a busy one. Shiki gives up on a line after
 * `tokenizeTimeLimit` (500 ms by default, measured on the wall clock) and writes the rest of the
 * line as one uncoloured token, so a busy CI runner could publish an owner's code block half
 * coloured, silently (https://shiki.style/guide/transformers: a transformer's `preprocess` gets the
 * highlight call's options). Astro's `markdown.shikiConfig` has no option for the limit (it builds
 * those options itself, in @astrojs/internal-helpers' shiki.js), so this transformer sets it to 0,
 * Shiki's "no limit", on each call's options before the code is tokenised.
 *
 * The one place that relies on that: held by tests/unit/code-highlight.test.ts, which highlights
 * through Astro's own Markdown pipeline on a clock that jumps a second at every reading, and fails
 * if any line comes out uncoloured.
 */
import type { ShikiTransformer } from 'shiki';

export function untimedTokenizing(): ShikiTransformer {
  return {
    name: 'portfolio:untimed-tokenizing',
    preprocess(_code, options) {
      options.tokenizeTimeLimit = 0;
    },
  };
}
