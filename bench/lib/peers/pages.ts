// The three pages of the peer table, each as one request per contender: the REST call(s) behind it, this gateway
// (persisted id and query text) and each peer in its own schema's terms. Every answer is checked to hold the same
// photo ids / album ids / order codes as this gateway's first answer; a peer that cannot express a page has the
// reason instead of a target.
import { fromGlobalId } from '../../../gateway/src/relay/globalId';
import { albumsDirectTarget, ALBUMS_FIRST_PAGE } from '../albums';
import type { Target } from '../load';
import { ordersDirectTarget, ORDERS_PAGE } from '../orders';

export const CONTENDERS = ['direct', 'persisted', 'text', 'hive', 'tailcall'] as const;
export type Contender = (typeof CONTENDERS)[number];
export const CONTENDER_NAMES: Record<Contender, string> = {
  direct: 'direct REST', persisted: 'this gateway, persisted id', text: 'this gateway, query text',
  hive: 'Hive Gateway 2.15 (OpenAPI supergraph)', tailcall: 'Tailcall 1.0.0',
};

export interface PeerPage {
  key: 'month' | 'albums' | 'orders';
  label: string;
  /** A target per contender, or why that contender cannot serve the page. */
  targets: Record<Contender, Target | string>;
  /** What the checks compare (e.g. "the same 24 photo ids"), and for direct REST when it differs. */
  checked: string;
  directChecked?: string;
}

export interface PagesOptions {
  token: string;
  /** This gateway's, the services', Hive Gateway's and Tailcall's base URLs. */
  urls: { gateway: string; services: string; hive: string; tailcall: string };
  documentId: (name: string) => string;
  persistedText: (name: string) => string;
  /** The month page's month (more than `PHOTOS` photos, so the page is not the month's last). */
  month: { year: number; month: number };
}

export const PHOTOS = 24;
/** The photo API's largest page (the contract's `limit` maximum). */
export const MAX_LIMIT = 500;
const monthId = (year: number, month: number) => Buffer.from(`TimelineMonth:${year}-${String(month).padStart(2, '0')}`).toString('base64url');
const localIds = (edges: Array<{ node: { id: string } }>) => edges.map((e) => fromGlobalId(e.node.id)?.id);
const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

const HIVE_MONTH = `query ($year: PositiveInt!, $month: PositiveInt!, $limit: PositiveInt!) {
  getTimelineMonth(year: $year, month: $month, limit: $limit, sortKey: dateTaken, sortOrder: desc) {
    ... on PhotoPage { cursor images { imageId localFileName thumbnails { id url } } }
    ... on Error { message }
  }
}`;
const TAILCALL_MONTH = `query ($year: Int!, $month: Int!, $limit: Int!) {
  timelineMonth(year: $year, month: $month, limit: $limit) { cursor images { imageId localFileName thumbnails { id url } } }
}`;
const ALBUM_FIELDS = 'albumId albumName photosCount created isShared coverPhoto { imageId thumbnails { id url } }';
const HIVE_ALBUMS = `query ($limit: PositiveInt!) {
  listAlbums(limit: $limit, displaySharedData: true) {
    ... on AlbumPage { cursor albums { ${ALBUM_FIELDS} } }
    ... on Error { message }
  }
}`;
const TAILCALL_ALBUMS = `query ($limit: Int!) { albums(limit: $limit) { cursor albums { ${ALBUM_FIELDS} } } }`;
const ORDERS_UNEXPRESSED = 'cannot express the page: its two sections (in progress, history) are grouped and paged from all super '
  + 'orders, and the delivery window asked of the orders shown only; a schema over the contract answers the raw batches';

/** The month page, the albums page and the orders page of the signed-in customer, with this gateway's answers to check against. */
export async function peerPages({ token, urls, documentId, persistedText, month }: PagesOptions): Promise<PeerPage[]> {
  const auth = { authorization: `Bearer ${token}` };
  const post = (url: string, body: unknown, ids: (data: any) => unknown[], expected: unknown[]): Target => ({
    method: 'POST', url, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body),
    check: (b) => { const json = JSON.parse(b); return !json.errors && same(ids(json.data), expected); },
  });
  const graphql = (url: string, query: string, variables: unknown, ids: (data: any) => unknown[], expected: unknown[]) =>
    post(`${url}/graphql`, { query, variables }, ids, expected);
  const ours = (name: string, variables: unknown, ids: (data: any) => unknown[], expected: unknown[]) => ({
    persisted: post(`${urls.gateway}/graphql`, { documentId: documentId(name), variables }, ids, expected),
    text: post(`${urls.gateway}/graphql`, { query: persistedText(name), variables }, ids, expected),
  });
  const answer = async (name: string, variables: unknown) => {
    const res = await fetch(`${urls.gateway}/graphql`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ documentId: documentId(name), variables }),
    });
    const json = await res.json() as { errors?: unknown; data: any };
    if (json.errors) throw new Error(`${name}: ${JSON.stringify(json.errors)}`);
    return json.data;
  };

  const { year, month: m } = month;
  const monthVariables = { id: monthId(year, m), first: PHOTOS, sort: { key: 'DATE_TAKEN', order: 'DESC' }, size: 'S300' };
  const monthIds = (data: any) => localIds(data.node.photos.edges);
  const photos = monthIds(await answer('MonthPhotosQuery', monthVariables));
  const images = (page: { images: Array<{ imageId: string }> }) => page.images.map((p) => p.imageId);

  const albumsVariables = { first: ALBUMS_FIRST_PAGE, size: 'S300' };
  const albumIds = (data: any) => localIds(data.viewer.photoLibrary.albums.edges);
  const albums = albumIds(await answer('AlbumsPageQuery', albumsVariables));
  const albumList = (page: { albums: Array<{ albumId: string }> }) => page.albums.map((a) => a.albumId);

  const orderCodes = (data: any) => [...data.viewer.inProgress.edges, ...data.viewer.history.edges].map((e: any) => e.node.code);
  const orders = orderCodes(await answer('OrdersPageQuery', { first: ORDERS_PAGE }));

  const direct: Omit<Target, 'check'> = {
    method: 'GET', headers: { ...auth, 'cache-control': 'no-cache' },
    url: `${urls.services}/photo-api/photos/timeline/${year}/${m}?limit=${PHOTOS}&sortKey=dateTaken&sortOrder=desc`,
  };
  return [
    {
      key: 'month', label: `month page (${PHOTOS}, ${year}-${m})`, checked: `the same ${PHOTOS} photo ids`,
      targets: {
        direct: { ...direct, check: (b) => same(images(JSON.parse(b)), photos) },
        ...ours('MonthPhotosQuery', monthVariables, monthIds, photos),
        hive: graphql(urls.hive, HIVE_MONTH, { year, month: m, limit: PHOTOS }, (d) => images(d.getTimelineMonth), photos),
        tailcall: graphql(urls.tailcall, TAILCALL_MONTH, { year, month: m, limit: PHOTOS }, (d) => images(d.timelineMonth), photos),
      },
    },
    {
      key: 'albums', label: `albums page (${ALBUMS_FIRST_PAGE} + covers)`, checked: `the same ${albums.length} album ids`,
      targets: {
        direct: { ...albumsDirectTarget(token), check: (b) => same(albumList(JSON.parse(b)), albums) },
        ...ours('AlbumsPageQuery', albumsVariables, albumIds, albums),
        hive: graphql(urls.hive, HIVE_ALBUMS, { limit: ALBUMS_FIRST_PAGE }, (d) => albumList(d.listAlbums), albums),
        tailcall: graphql(urls.tailcall, TAILCALL_ALBUMS, { limit: ALBUMS_FIRST_PAGE }, (d) => albumList(d.albums), albums),
      },
    },
    {
      key: 'orders', label: `orders page (${ORDERS_PAGE} per section)`, checked: `the same ${orders.length} order codes`,
      directChecked: 'every batch of super orders and every delivery window answered (the sections are grouped in the gateway)',
      targets: {
        direct: ordersDirectTarget(token),
        ...ours('OrdersPageQuery', { first: ORDERS_PAGE }, orderCodes, orders),
        hive: ORDERS_UNEXPRESSED,
        tailcall: ORDERS_UNEXPRESSED,
      },
    },
  ];
}

/** The month's last page (its whole count in one page: the contract's `cursor` is null) through a peer, or why it fails. */
export async function lastPageProbe(peer: 'hive' | 'tailcall', url: string, token: string, month: { year: number; month: number; count: number }) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: peer === 'hive' ? HIVE_MONTH : TAILCALL_MONTH, variables: { year: month.year, month: month.month, limit: month.count } }),
  });
  const json = await res.json() as { errors?: Array<{ message: string }>; data?: any };
  const page = json.data?.[peer === 'hive' ? 'getTimelineMonth' : 'timelineMonth'];
  if (json.errors || !page?.images) return `fails: ${json.errors?.[0]?.message ?? JSON.stringify(json).slice(0, 120)}`;
  return `${page.images.length} photos, cursor ${page.cursor === null ? 'null' : 'set'}`;
}
