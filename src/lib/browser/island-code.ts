import { contentPainted } from './content-painted.ts';
import { whenIdle } from './when-idle.ts';

/** The id of the JSON list of a page's island code (src/lib/build/island-code.ts writes it). */
export const islandCodeId = 'island-code';

/**
 * The page's island code, fetched into the HTTP cache once the content has painted, one file in each
 * idle moment, so that waking an island waits on no network. Fetched, not preloaded as modules, which
 * would also compile them, in a long task a tap could meet. Once a page; not for a visitor who asked
 * to save data.
 */
let fetching = false;
export function fetchIslandCodeWhenIdle(): void {
  if (fetching || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  fetching = true;
  void contentPainted().then(() => {
    const urls = JSON.parse(document.getElementById(islandCodeId)?.textContent || '[]') as string[];
    const fetchOne = () => {
      const url = urls.shift();
      // Read to the end, so that all of it lands in the cache; a failure is the island's to meet.
      if (url)
        void fetch(url, { priority: 'low' })
          .then((reply) => reply.blob())
          .catch(() => {});
      if (url) whenIdle(fetchOne);
    };
    whenIdle(fetchOne);
  });
}
