/**
 * The code of the words file that holds a language's words: its own ("pt-BR"), else its language's
 * ("pt"). Undefined when there is neither (the content check names the language and the file to copy).
 */
export function wordsCodeFor(code: string, available: Iterable<string>): string | undefined {
  const codes = [...available];
  const exact = codes.find((candidate) => candidate.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const language = new Intl.Locale(code).language;
  return codes.find((candidate) => candidate.toLowerCase() === language);
}
