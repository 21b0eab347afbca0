// Albums page: gateway vs direct REST throughput for the first albums page (49 albums with covers), and the REST
// calls each albums query makes (covers must come with the page, never one call per album).
import type { Target } from './load';
import { COUNTED_PORT, PORT, SERVICES_PORT, type Stack } from './stack';
import type { Row } from './table';
import { compareThroughput, type Run } from './throughput';

export const ALBUMS_FIRST_PAGE = 49; // spec §9: one less than the page size of 50, beside the 'New album' tile
const NEXT_PAGE = 50;

export interface AlbumsBenchOptions {
  token: string;
  stack: Stack;
  documentId: (name: string) => string;
  run: Run;
  /** Pairs of throughput runs (direct, gateway). */
  rounds: number;
}

interface AlbumsData {
  viewer: { id: string; photoLibrary: { albums: { edges: unknown[]; pageInfo: { endCursor: string; hasNextPage: boolean } } } };
}

/** The REST call behind the first albums page (covers inline). */
export const albumsDirectTarget = (token: string): Target => ({
  method: 'GET', headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
  url: `http://127.0.0.1:${SERVICES_PORT}/photo-api/albums?limit=${ALBUMS_FIRST_PAGE}&displaySharedData=true`,
  check: (b) => JSON.parse(b).albums.length === ALBUMS_FIRST_PAGE,
});

export async function benchAlbums({ token, stack, documentId, run, rounds }: AlbumsBenchOptions): Promise<Row[]> {
  const auth = { authorization: `Bearer ${token}` };
  const pageQuery = JSON.stringify({ documentId: documentId('AlbumsPageQuery'), variables: { first: ALBUMS_FIRST_PAGE, size: 'S300' } });
  const gateway: Target = {
    method: 'POST', url: `http://127.0.0.1:${PORT}/graphql`, headers: { ...auth, 'content-type': 'application/json' },
    body: pageQuery,
    check: (b) => !b.includes('"errors"') && (JSON.parse(b) as { data: AlbumsData }).data.viewer.photoLibrary.albums.edges.length === ALBUMS_FIRST_PAGE,
  };
  const rest = albumsDirectTarget(token);
  const throughput = await compareThroughput({ label: `albums page (${ALBUMS_FIRST_PAGE} + covers)`, direct: rest, gateway, run, rounds });

  const counted = async (tag: string, body: string) => {
    const res = await fetch(`http://127.0.0.1:${COUNTED_PORT}/graphql`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'x-correlation-id': tag }, body,
    });
    const json = await res.json() as { errors?: unknown; data: AlbumsData };
    if (json.errors) throw new Error(`${tag}: ${JSON.stringify(json.errors)}`);
    return json.data;
  };
  const first = await counted('bench-albums-first', pageQuery);
  const { endCursor } = first.viewer.photoLibrary.albums.pageInfo;
  await counted('bench-albums-next', JSON.stringify({
    documentId: documentId('AlbumListPaginationQuery'),
    variables: { id: first.viewer.id, first: NEXT_PAGE, after: endCursor, size: 'S300' },
  }));
  const calls = (tag: string) => stack.calls.get(tag) ?? [];
  const describe = (tag: string) => calls(tag).map((c) => c.split('?')[0]!.replace(/^(\w+) \/[a-z-]+-api/, '$1 ')).join(', ');
  const firstCalls = calls('bench-albums-first').length;
  const nextCalls = calls('bench-albums-next').length;
  return [
    ...throughput,
    // One call per page, covers inline; the library counts are read only when a query asks for them.
    { metric: `REST calls per albums query (${ALBUMS_FIRST_PAGE} albums)`, value: String(firstCalls), target: '1', pass: firstCalls === 1,
      note: `AlbumsPageQuery: ${describe('bench-albums-first')}` },
    { metric: `REST calls per next albums page (${NEXT_PAGE})`, value: String(nextCalls), target: '1', pass: nextCalls === 1,
      note: `AlbumListPaginationQuery: ${describe('bench-albums-next')}` },
  ];
}
