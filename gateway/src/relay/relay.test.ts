import { describe, expect, it } from 'vitest';
import {
  connectionFromCursorApi, connectionFromCursorPage, cursorAtStart, decodeAfter, decodeCursor, encodeCursor, offsetConnection,
  offsetCursor, offsetPageArgs, validatePageSize, type Connection,
} from './connection';
import { fromGlobalId, toGlobalId } from './globalId';

describe('global ids', () => {
  it('round-trips base64url Type:id', () => {
    const id = toGlobalId('Viewer', 'acc:1/2');
    expect(id).toBe(Buffer.from('Viewer:acc:1/2').toString('base64url'));
    expect(fromGlobalId(id)).toEqual({ type: 'Viewer', id: 'acc:1/2' });
  });

  it('rejects what is not a global id', () => {
    for (const bad of ['', '!!!', Buffer.from('nocolon').toString('base64url'), Buffer.from(':x').toString('base64url')]) {
      expect(fromGlobalId(bad)).toBeNull();
    }
  });
});

describe('connections', () => {
  it('requires first between 1 and 100', () => {
    expect(validatePageSize(1)).toBe(1);
    expect(validatePageSize(100)).toBe(100);
    for (const bad of [undefined, null, 0, 101, 1.5, -3]) {
      expect(() => validatePageSize(bad)).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    }
  });

  it('builds edges and pageInfo from an upstream cursor page', () => {
    const c = connectionFromCursorPage({ items: ['a', 'b'], nextCursor: 'up-2' }, { first: 10, map: (s) => s.toUpperCase() });
    expect(c.edges.map((e) => e.node)).toEqual(['A', 'B']);
    expect(c.pageInfo).toEqual({
      hasNextPage: true, hasPreviousPage: false, startCursor: c.edges[0]!.cursor, endCursor: 'up-2',
    });
    const last = connectionFromCursorPage({ items: ['c'], nextCursor: null }, { first: 10, position: decodeAfter('up-2') });
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('pages inside a larger upstream page with positional cursors', () => {
    const page = { items: [1, 2, 3, 4, 5], nextCursor: 'up-next' };
    const first = connectionFromCursorPage(page, { first: 2 });
    expect(first.edges.map((e) => e.node)).toEqual([1, 2]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const position = decodeAfter(first.pageInfo.endCursor);
    expect(position).toEqual({ after: null, skip: 2 });
    const second = connectionFromCursorPage(page, { first: 5, position });
    expect(second.edges.map((e) => e.node)).toEqual([3, 4, 5]);
    expect(second.pageInfo.endCursor).toBe('up-next');
    expect(decodeAfter('up-next')).toEqual({ after: 'up-next', skip: 0 });
  });

  it('handles an empty page', () => {
    const c = connectionFromCursorPage({ items: [] }, { first: 3, totalCount: 0 });
    expect(c).toEqual({
      edges: [], totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('maps `first` to ONE upstream call per page and pages 49 then 50 exactly', async () => {
    const all = Array.from({ length: 120 }, (_, i) => i);
    const asked: { cursor: string | null; limit: number }[] = [];
    const api = async (q: { cursor: string | null; limit: number }) => {
      asked.push(q);
      const start = q.cursor ? Number(q.cursor) : 0;
      const end = Math.min(start + q.limit, all.length);
      return { items: all.slice(start, end), nextCursor: end < all.length ? String(end) : null };
    };
    const seen: number[] = [];
    let after: string | null = null;
    for (const first of [49, 50, 50]) {
      const page: Connection<number> = await connectionFromCursorApi({ first, after }, { maxLimit: 100, map: (n: number) => n }, api);
      seen.push(...page.edges.map((e) => e.node));
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    expect(asked).toEqual([{ cursor: null, limit: 49 }, { cursor: '49', limit: 50 }, { cursor: '99', limit: 50 }]);
    // an edge cursor inside a page continues right after that edge (still one call)
    const mid = await connectionFromCursorApi({ first: 2, after: cursorAtStart(4) }, { maxLimit: 100, map: (n: number) => n }, api);
    expect(mid.edges.map((e) => e.node)).toEqual([5, 6]);
    expect(asked.at(-1)).toEqual({ cursor: null, limit: 7 });
  });
});

describe('offset connections and the cursor codec', () => {
  const refused = expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } });

  it('round-trips the parts of a cursor of its list, the last part may hold colons', () => {
    expect(decodeCursor(encodeCursor('projects', 3, 1700, 'P:1'), 'projects', 3)).toEqual(['3', '1700', 'P:1']);
  });

  it("refuses another list's cursor, too few parts and what is not base64url", () => {
    for (const bad of [encodeCursor('orders.HISTORY', 2), encodeCursor('orders', 2), encodeCursor('orders.CURRENT'), '!!', 'x'.repeat(401)]) {
      expect(() => decodeCursor(bad, 'orders.CURRENT', 1), bad).toThrow(refused);
    }
  });

  it('pages an offset list: each cursor is the position after its item, the next page starts there', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    const page = (args: { first: number; after?: string | null }) => {
      const { first, offset } = offsetPageArgs(args, 'letters', 10);
      return offsetConnection(all.slice(offset, offset + first), { offset, total: all.length, list: 'letters' }, (s) => s.toUpperCase());
    };
    const one = page({ first: 2 });
    expect(one.edges.map((e) => e.node)).toEqual(['A', 'B']);
    expect(one.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: offsetCursor('letters', 1), endCursor: offsetCursor('letters', 2) });
    expect(one.totalCount).toBe(5);
    const two = page({ first: 3, after: one.pageInfo.endCursor });
    expect(two.edges.map((e) => e.node)).toEqual(['C', 'D', 'E']);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect(two.pageInfo.hasPreviousPage).toBe(true);
    expect(() => page({ first: 11 })).toThrow(refused);
    expect(() => page({ first: 2, after: offsetCursor('numbers', 2) })).toThrow(refused);
    expect(() => page({ first: 2, after: encodeCursor('letters', '-1') })).toThrow(refused);
  });
});
