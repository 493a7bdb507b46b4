/**
 * How far the site is translated:
 *
 *   npm run translations
 *
 * prints, for each of the languages owner.md names after the first, which translations are there,
 * which are missing and which are out of date (the default file changed after its translation, by
 * git history), from src/content/ (or the folder CONTENT_DIR names). It never fails on a missing
 * translation: a page without one shows the default language's text under a short notice. It exits
 * with 1 only when the content cannot be read (a content check problem, printed).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTranslations } from '../src/lib/build/translation-check.ts';
import {
  formatTranslationStatus,
  gitLastChange,
  translationStatus,
} from '../src/lib/build/translation-status.ts';
import { formatProblem } from '../src/lib/build/content-check.ts';
import { contentLanguageCodes } from '../src/lib/content/content-languages.ts';
import { buildContent } from '../src/lib/content/content-location.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const content = buildContent(root);
const codes = contentLanguageCodes(content);

if (codes.length < 2) {
  console.log(
    `The site is in one language (${codes[0]}). To offer another, name both in ${path.relative(root, content.ownerFile)}: languages: [${codes[0]}, de]`,
  );
} else {
  console.log(`Translations of ${path.relative(root, content.dir)} from ${codes[0]}:\n`);
  console.log(formatTranslationStatus(translationStatus(root, content, gitLastChange(content.dir))));
  const problems = checkTranslations(root, content);
  if (problems.length) {
    console.error(
      `\nProblems in the translations:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}
