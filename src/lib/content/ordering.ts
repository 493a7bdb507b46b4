/** The fields ordering needs; both Astro entries and test fixtures have them. */
export interface Ordered {
  id: string;
  filePath?: string | undefined;
  data: { order: number };
}

/** The first pair of entries that share an order number, if any. */
export function findOrderClash<T extends Ordered>(entries: readonly T[]): { entry: T; clash: T } | undefined {
  const seen = new Map<number, T>();
  for (const entry of entries) {
    const clash = seen.get(entry.data.order);
    if (clash) return { entry, clash };
    seen.set(entry.data.order, entry);
  }
  return undefined;
}

/** Why two entries cannot share an order number, naming both files. */
export const orderClashMessage = (entry: Ordered, clash: Ordered): string =>
  `order ${entry.data.order} is already used by ${fileOf(clash)}: give every project its own order number`;

/**
 * Sorts projects by their `order` field. Two projects with the same order would make the list
 * and the ring ambiguous, so that fails with both files named rather than picking one silently.
 */
export function sortByOrder<T extends Ordered>(entries: readonly T[]): T[] {
  const found = findOrderClash(entries);
  if (found) throw new Error(`${fileOf(found.entry)}: order: ${orderClashMessage(found.entry, found.clash)}`);
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/**
 * Neighbours in the circular previous/next order: the last links on to the first and the first
 * back to the last. A ring links a project to the others only: one project alone has no
 * neighbours, and of two, each has the other as Next (as Previous too it would say it twice).
 */
export interface RingLinks<T> {
  previous?: T | undefined;
  next?: T | undefined;
}

export function ringNeighbours<T>(ordered: readonly T[], index: number): RingLinks<T> {
  const count = ordered.length;
  if (count === 0 || index < 0 || index >= count) {
    throw new RangeError(`No project at position ${index} of ${count}`);
  }
  if (count === 1) return {};
  const next = ordered[(index + 1) % count] as T;
  if (count === 2) return { next };
  return { previous: ordered[(index - 1 + count) % count] as T, next };
}

/** The entry's file, as the build names it in messages. */
export function fileOf(entry: Pick<Ordered, 'id' | 'filePath'>): string {
  return entry.filePath ?? `${entry.id}.mdx`;
}
