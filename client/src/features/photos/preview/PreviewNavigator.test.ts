import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { PreviewNavigator } from './PreviewNavigator';
import { connection } from '../../../test/factories/connection';
import { createTestRelay } from '../../../test/relay';

const MONTHS = [
  { id: 'M1', year: 2024, month: 7, count: 2 },
  { id: 'M0', year: 2024, month: 6, count: 0 },
  { id: 'M2', year: 1970, month: 1, count: 1 },
];
const IDS: Record<string, string[]> = { M1: ['a', 'b'], M2: ['c'] };

function navigator(order: 'ASC' | 'DESC') {
  const relay = createTestRelay(
    {},
    {
      PreviewNavigatorMonthPhotosQuery: ({ monthId }: Variables) => {
        const ids = order === 'ASC' ? [...IDS[monthId as string]!].reverse() : IDS[monthId as string]!;
        return { node: { __typename: 'TimelineMonth', id: monthId, photos: connection(ids, { first: ids.length }, (id) => ({ id })) } };
      },
    },
  );
  const nav = new PreviewNavigator(relay.environment, { key: 'DATE_TAKEN', order });
  nav.setMonths(MONTHS);
  return { nav, relay };
}

describe('PreviewNavigator', () => {
  it('walks the months newest first, skipping empty months; unknown dates sit in January 1970', async () => {
    const { nav } = navigator('DESC');
    expect(await nav.next('b', '2024-07-01T00:00:00Z')).toBe('c');
    expect(await nav.next('c', null)).toBeNull();
    expect(await nav.previous('c', null)).toBe('b');
    expect(await nav.previous('a', '2024-07-03T00:00:00Z')).toBeNull();
  });

  it('walks oldest first for ascending order', async () => {
    const { nav } = navigator('ASC');
    expect(await nav.next('c', null)).toBe('b');
    expect(await nav.next('b', '2024-07-01T00:00:00Z')).toBe('a');
    expect(await nav.next('a')).toBeNull();
  });

  it('reports a photo that is not in its month as missing', async () => {
    const { nav } = navigator('DESC');
    expect(await nav.locate('zzz', '2024-07-05T00:00:00Z')).toBeNull();
    expect(await nav.locate('zzz', '2001-01-01T00:00:00Z')).toBeNull();
  });

  it('stops at a page that brings nothing new (the same photos and cursor again), instead of asking forever', async () => {
    const relay = createTestRelay({}, {
      PreviewNavigatorMonthPhotosQuery: ({ monthId }: Variables) => ({
        node: { __typename: 'TimelineMonth', id: monthId, photos: { edges: [{ node: { id: 'a' } }], pageInfo: { hasNextPage: true, endCursor: 'same' } } },
      }),
    });
    const nav = new PreviewNavigator(relay.environment, { key: 'DATE_TAKEN', order: 'DESC' });
    nav.setMonths(MONTHS);
    expect(await nav.locate('zzz', '2024-07-05T00:00:00Z')).toBeNull();
    expect(relay.callsOf('PreviewNavigatorMonthPhotosQuery').length).toBeLessThanOrEqual(2);
  });
});
