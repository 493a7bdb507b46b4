/**
 * What a built JavaScript module needs before it can run: its static imports, read with
 * es-module-lexer (the parser Vite itself uses for import analysis), and their closure across the
 * files of a build, in evaluation order.
 */
import { posix } from 'node:path';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';

/** Specifiers a module loads before it runs (`import … from`, `import '…'`, `export … from`). */
export async function staticImports(code: string): Promise<string[]> {
  await lexerReady;
  // d === -1: a static import or re-export; -2 is import.meta; >= 0 is a dynamic import().
  return [...new Set(parseModule(code)[0].flatMap((spec) => (spec.d === -1 && spec.n ? [spec.n] : [])))];
}

/**
 * Every module the `entries` load before they run, themselves included, as `/`-separated paths
 * relative to the build folder, in the order the browser evaluates them: each after the modules it
 * imports (a depth-first post-order, as the module spec walks a graph), so importing them one by
 * one in this order runs each module's top level in a task of its own. `read` gives a file's text,
 * or undefined when it is not in the build; only relative imports are followed (a built page has
 * no others).
 */
export async function evaluationOrder(
  entries: readonly string[],
  read: (file: string) => string | undefined,
): Promise<string[]> {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file);
    if (code === undefined) return;
    for (const specifier of await staticImports(code)) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        await visit(posix.normalize(posix.join(posix.dirname(file), specifier)));
      }
    }
    ordered.push(file);
  };
  for (const entry of entries) await visit(entry);
  return ordered;
}
