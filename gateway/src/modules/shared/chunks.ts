/**
 * `items` in chunks of `size`, in order: every chunk `size` long but the last. Spec §5: the chunking page size must be
 * an integer >= 1, otherwise there are no chunks (a size of 0, below 0, fractional, NaN or infinite gives none).
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) return [];
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
