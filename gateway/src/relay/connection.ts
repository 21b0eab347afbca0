import { badUserInput } from '../errors';

export const MAX_PAGE_SIZE = 100;

export interface ForwardArgs {
  first?: number | null;
  after?: string | null;
}

/** `first` is required and capped (1–100); anything else is BAD_USER_INPUT. */
export function validateFirst(first: number | null | undefined, max = MAX_PAGE_SIZE): number {
  if (first === null || first === undefined) throw badUserInput('`first` is required.');
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw badUserInput(`\`first\` must be between 1 and ${max}, got ${first}.`);
  }
  return first;
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
  return {
    edges,
    pageInfo: {
      hasNextPage: moreInPage || Boolean(page.nextCursor),
      hasPreviousPage: position.after !== null || position.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? page.nextCursor ?? null,
    },
    ...(options.totalCount === undefined ? {} : { totalCount: options.totalCount }),
  };
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
  const first = validateFirst(args.first);
  const position = decodeAfter(args.after);
  if (position.skip >= options.maxLimit) throw badUserInput('`after` is not a valid cursor.');
  const page = await fetchPage({ cursor: position.after, limit: Math.min(position.skip + first, options.maxLimit) });
  return connectionFromCursorPage(page, { position, first, map: options.map });
}

/**
 * A connection of one page of an offset-paged list: `items` start at `offset` of a list of `total`, each edge made by
 * `edge` from the item and its offset (its cursor); `hasNextPage` from the total.
 */
export function offsetConnection<T, N>(
  items: readonly T[], offset: number, total: number, edge: (item: T, offset: number) => Edge<N>,
): Connection<N> & { totalCount: number } {
  const edges = items.map((item, index) => edge(item, offset + index));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: total,
  };
}
