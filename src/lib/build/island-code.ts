import { posix } from 'node:path';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import { parse } from 'parse5';
import { islandCodeId } from '../browser/island-code.ts';
import { islandCodeAttributes, islandMarkup } from './island-markup.ts';
import { elementsIn } from './built-page.ts';

/** Specifiers a module loads before it runs (`import … from`, `import '…'`, `export … from`), by es-module-lexer. */
export async function staticImports(code: string): Promise<string[]> {
  await lexerReady;
  // d === -1: a static import or re-export; -2 is import.meta; >= 0 is a dynamic import().
  return [...new Set(parseModule(code)[0].flatMap((spec) => (spec.d === -1 && spec.n ? [spec.n] : [])))];
}

/** The code URLs of a page's `client:interaction` islands, as the page writes them. */
export function islandModuleUrls(html: string): string[] {
  const urls = [...elementsIn(parse(html))].flatMap(({ tagName, attrs }) => {
    const interaction = attrs.some(
      ({ name, value }) => name === islandMarkup.client && value === 'interaction',
    );
    const code = attrs.filter(({ name }) => islandCodeAttributes.includes(name)).map(({ value }) => value);
    return tagName === islandMarkup.element && interaction ? code : [];
  });
  return [...new Set(urls)];
}

/**
 * The page with the list of its interaction islands' code, their static imports included, each
 * after what it imports (as the browser runs them): a JSON data block at the end of <body>, which
 * client:interaction fetches from once the page is idle. `read` gives a file of the build by its
 * path from `base`, undefined when absent; only relative imports are followed (a built page has
 * no others).
 */
export async function withIslandCode(html: string, base: string, read: (file: string) => string | undefined) {
  const [seen, ordered] = [new Set<string>(), [] as string[]];
  const visit = async (file: string) => {
    const code = seen.has(file) ? undefined : read(file);
    seen.add(file);
    if (code === undefined) return;
    for (const specifier of await staticImports(code))
      if (specifier.startsWith('.')) await visit(posix.normalize(posix.join(posix.dirname(file), specifier)));
    ordered.push(file);
  };
  for (const url of islandModuleUrls(html)) {
    if (!url.startsWith(base)) throw new Error(`island code ${url} is outside the base ${base}`);
    await visit(url.slice(base.length));
  }
  const end = html.lastIndexOf('</body>');
  if (ordered.length === 0 || end < 0) return html;
  const list = JSON.stringify(ordered.map((file) => `${base}${file}`));
  return `${html.slice(0, end)}<script type="application/json" id="${islandCodeId}">${list}</script>${html.slice(end)}`;
}
