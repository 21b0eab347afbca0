import { badUserInput } from '../errors';

export const MAX_PAGE_SIZE = 100;

export interface ForwardArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * The one bound of a page size (`first`, or `last` of a backward list): required and 1–`max`, anything else
 * BAD_USER_INPUT naming the argument. Every connection field checks its size here (not with `@constraint`).
 */
export function validatePageSize(value: number | null | undefined, max = MAX_PAGE_SIZE, argument = 'first'): number {
  if (value === null || value === undefined) throw badUserInput(`\`${argument}\` is required.`);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw badUserInput(`\`${argument}\` must be between 1 and ${max}, got ${value}.`);
  }
  return value;
}

/** One page as upstream cursor APIs answer: the items and the cursor of the next page (null at the end). */
export interface CursorPage<T> {
  items: readonly T[];
  nextCursor?: string | null;
}

export interface Edge<N> {
  node: N;
  cursor: string;
}

export interface Connection<N> {
  edges: Edge<N>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount?: number;
}

/** Every connection's `pageInfo` comes from here: the edges' first and last cursors and whether more lie either way. */
export function connection<N>(
  edges: Edge<N>[], more: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor?: string | null }, totalCount?: number,
): Connection<N> {
  return {
    edges,
    pageInfo: {
      hasNextPage: more.hasNextPage,
      hasPreviousPage: more.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? more.endCursor ?? null,
    },
    ...(totalCount === undefined ? {} : { totalCount }),
  };
}

/**
 * The one cursor codec of the gateway's own cursors: `<list>:<part>:…` in base64url. `list` names the list the cursor
 * belongs to (with what it is filtered by, e.g. `orders.CURRENT`), so a cursor of another list is refused.
 */
export const encodeCursor = (list: string, ...parts: readonly (string | number)[]) =>
  Buffer.from([list, ...parts].join(':'), 'utf8').toString('base64url');

/** The `count` parts of a cursor of `list` (the last may hold colons); anything else is BAD_USER_INPUT. */
export function decodeCursor(cursor: string, list: string, count: number, argument = 'after'): string[] {
  const text = /^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const prefix = `${list}:`;
  const parts = text.startsWith(prefix) ? text.slice(prefix.length).split(':') : [];
  const kept = [...parts.slice(0, count - 1), parts.slice(count - 1).join(':')];
  if (parts.length < count || kept.some((part) => part === '')) {
    throw badUserInput(`\`${argument}\` is not a cursor of this list (${list}).`);
  }
  return kept;
}

/** The cursor after the item at `position` - 1 of an offset-paged list: `position` items come before the next page. */
export const offsetCursor = (list: string, position: number) => encodeCursor(list, position);

/** How many items of `list` come before the page that starts after `after` (0 without one). */
export function offsetAfter(after: string | null | undefined, list: string): number {
  if (!after) return 0;
  const [position] = decodeCursor(after, list, 1);
  if (!/^\d{1,6}$/.test(position!)) throw badUserInput(`\`after\` is not a cursor of this list (${list}).`);
  return Number(position);
}

/** `first` (1–`max`) and `after` of an offset-paged list, checked before anything is read. */
export function offsetPageArgs(args: ForwardArgs, list: string, max = MAX_PAGE_SIZE) {
  return { first: validatePageSize(args.first, max), offset: offsetAfter(args.after, list) };
}

/** Relay cursor of an edge inside an upstream page: where the page started + how many items to skip. */
interface PagePosition {
  after: string | null;
  skip: number;
}

const encode = (p: PagePosition) => Buffer.from(JSON.stringify([p.after, p.skip])).toString('base64url');

/** The cursor of the item at `index` (0-based) of the connection's first page, e.g. for a prepended edge. */
export const cursorAtStart = (index: number) => encode({ after: null, skip: index + 1 });

/**
 * Decodes a Relay `after` into the upstream cursor to ask for and the number of items to drop from that
 * page. The upstream's own next-page cursor (the `endCursor` of a full page) passes through unchanged.
 */
export function decodeAfter(after: string | null | undefined): PagePosition {
  if (!after) return { after: null, skip: 0 };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && (parsed[0] === null || typeof parsed[0] === 'string')
      && Number.isInteger(parsed[1]) && parsed[1] >= 0) {
      return { after: parsed[0], skip: parsed[1] };
    }
  } catch {
    // not one of our positional cursors: an upstream cursor
  }
  return { after, skip: 0 };
}

/**
 * Builds a Relay connection from one upstream page fetched with `position.after`. Edges get positional
 * cursors; the last edge of a page that has a next page carries the upstream cursor itself.
 */
export function connectionFromCursorPage<T, N = T>(
  page: CursorPage<T>,
  options: { position?: PagePosition; first: number; map?: (item: T) => N; totalCount?: number },
): Connection<N> {
  const position = options.position ?? { after: null, skip: 0 };
  const items = page.items.slice(position.skip);
  const taken = items.slice(0, options.first);
  const moreInPage = items.length > taken.length;
  const map = options.map ?? ((item: T) => item as unknown as N);
  const edges = taken.map((item, index) => {
    const isLast = index === taken.length - 1;
    const cursor = isLast && !moreInPage && page.nextCursor
      ? page.nextCursor
      : encode({ after: position.after, skip: position.skip + index + 1 });
    return { node: map(item), cursor };
  });
  return connection(edges, {
    hasNextPage: moreInPage || Boolean(page.nextCursor),
    hasPreviousPage: position.after !== null || position.skip > 0,
    endCursor: page.nextCursor,
  }, options.totalCount);
}

/**
 * One Relay page from ONE call of an upstream cursor API (see `connectionFromCursorPage` for the cursors):
 * `first` is validated, `after` decoded, and the upstream is asked for `skip + first` items (at most
 * `maxLimit`) at the page's upstream cursor. Continuing from `endCursor` therefore never skips or repeats
 * an item, whatever page sizes the client mixes (e.g. 49 then 50).
 */
export async function connectionFromCursorApi<T, N>(
  args: ForwardArgs,
  options: { maxLimit: number; map: (item: T) => N },
  fetchPage: (query: { cursor: string | null; limit: number }) => Promise<CursorPage<T>>,
): Promise<Connection<N>> {
  const first = validatePageSize(args.first);
  const position = decodeAfter(args.after);
  if (position.skip >= options.maxLimit) throw badUserInput('`after` is not a valid cursor.');
  const page = await fetchPage({ cursor: position.after, limit: Math.min(position.skip + first, options.maxLimit) });
  return connectionFromCursorPage(page, { position, first, map: options.map });
}

/**
 * A connection of one page of an offset-paged list: `items` start at `offset` of a list of `total`; each edge's cursor
 * is `offsetCursor(list, its offset + 1)` unless `cursor` makes another, its node `map(item)` (the item itself without).
 */
export function offsetConnection<T, N>(
  items: readonly T[],
  page: { offset: number; total: number; list: string; cursor?: (item: T, offset: number) => string },
  map: (item: T) => N = (item) => item as unknown as N,
): Connection<N> & { totalCount: number } {
  const cursor = page.cursor ?? ((_item: T, offset: number) => offsetCursor(page.list, offset + 1));
  const edges = items.map((item, index) => ({ node: map(item), cursor: cursor(item, page.offset + index) }));
  const more = { hasNextPage: page.offset + edges.length < page.total, hasPreviousPage: page.offset > 0 };
  return { ...connection(edges, more), totalCount: page.total };
}
