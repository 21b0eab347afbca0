// Fake pagination: a connection's page as the gateway answers it, for every paginated list in the tests.

export type ConnectionArgs = Record<string, unknown>;

export interface PageOptions<T> {
  /** The page size when the request does not say (`first`). */
  first?: number;
  /** Each item's own cursor; without it a cursor counts the items up to its own ("3": after the third). */
  cursorOf?: (item: T) => string;
}

/** The page of `items` after the cursor `after`, `first` long, with the total count. */
export function connection<T>(
  items: readonly T[],
  args: ConnectionArgs,
  node: (item: T, index: number) => unknown,
  { first = 10, cursorOf }: PageOptions<T> = {},
) {
  const after = args.after == null ? null : String(args.after);
  const start = after === null ? 0 : cursorOf ? items.findIndex((item) => cursorOf(item) === after) + 1 : Number(after);
  const end = Math.min(items.length, start + Number(args.first ?? first));
  const page = items.slice(start, end);
  const cursor = (i: number) => (cursorOf ? cursorOf(page[i]!) : String(start + i + 1));
  return {
    totalCount: items.length,
    edges: page.map((item, i) => ({ cursor: cursor(i), node: node(item, start + i) })),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: false,
      startCursor: !cursorOf ? String(start) : page.length ? cursor(0) : null,
      endCursor: !cursorOf ? String(end) : page.length ? cursor(page.length - 1) : null,
    },
  };
}

/** A mock resolver for a connection type: pages of `items`, or of the items the field's arguments select. */
export function pagesOf<T>(
  items: readonly T[] | ((args: ConnectionArgs) => readonly T[]),
  node: (item: T, index: number) => unknown,
  options: PageOptions<T> = {},
) {
  return ({ args }: { args?: ConnectionArgs | null }) => {
    return connection(typeof items === 'function' ? items(args ?? {}) : items, args ?? {}, node, options);
  };
}
