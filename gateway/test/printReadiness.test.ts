// Photo.printReadiness: the dpi computation and its levels, and what it costs: no upstream call per photo (the photo's
// size comes with the month page, the article's from the site's cached merchandise catalogue).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { printReadinessOf } from '../src/modules/prints/printReadiness';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeService, fakePhoto, STORAGE_API } from './fakePhotoService';
import { createFakeSiteServices } from './fakeSiteServices';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

describe('printReadinessOf', () => {
  const prints = { widthMm: 152, heightMm: 102 }; // PAP_910, 15 × 10 cm (5.98 × 4.02 in)

  it('is GOOD from 300 dpi, ACCEPTABLE from 150, TOO_SMALL below', () => {
    expect(printReadinessOf({ widthPx: 1800, heightPx: 1208 }, prints)).toEqual({ level: 'GOOD', dpi: 300, printWidthMm: 152, printHeightMm: 102 });
    expect(printReadinessOf({ widthPx: 1795, heightPx: 1205 }, prints)).toMatchObject({ level: 'ACCEPTABLE', dpi: 299 });
    expect(printReadinessOf({ widthPx: 900, heightPx: 604 }, prints)).toMatchObject({ level: 'ACCEPTABLE', dpi: 150 });
    expect(printReadinessOf({ widthPx: 895, heightPx: 600 }, prints)).toMatchObject({ level: 'TOO_SMALL', dpi: 149 });
    expect(printReadinessOf({ widthPx: 400, heightPx: 300 }, prints)).toMatchObject({ level: 'TOO_SMALL', dpi: 66 });
  });

  it('takes the smaller of the two sides (a photo of another aspect ratio is limited by its tighter side)', () => {
    // 3000 px over 5.98 in = 501 dpi, but 1000 px over 4.02 in = 249 dpi.
    expect(printReadinessOf({ widthPx: 3000, heightPx: 1000 }, prints)).toMatchObject({ level: 'ACCEPTABLE', dpi: 249 });
  });

  it('matches orientation: a portrait photo on a landscape page is turned, long side to long side', () => {
    const landscape = printReadinessOf({ widthPx: 1800, heightPx: 1208 }, prints);
    expect(printReadinessOf({ widthPx: 1208, heightPx: 1800 }, prints)).toEqual(landscape);
    expect(printReadinessOf({ widthPx: 1800, heightPx: 1208 }, { widthMm: 102, heightMm: 152 }))
      .toEqual({ level: 'GOOD', dpi: 300, printWidthMm: 102, printHeightMm: 152 });
  });

  it('is null when a size is missing', () => {
    expect(printReadinessOf({ widthPx: null, heightPx: 1000 }, prints)).toBeNull();
    expect(printReadinessOf({ widthPx: 1000, heightPx: 0 }, prints)).toBeNull();
    expect(printReadinessOf({ widthPx: 1000, heightPx: 800 }, { widthMm: null, heightMm: 102 })).toBeNull();
    expect(printReadinessOf({ widthPx: 1000, heightPx: 800 }, { widthMm: 152, heightMm: undefined })).toBeNull();
  });
});

const photos = createFakeService();
const site = createFakeSiteServices();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;

/** 24 photos in July 2024: every fourth one 400 × 300 px, one without a size, the rest 3000 × 2000 (or turned). */
function library() {
  return Array.from({ length: 24 }, (_, i) => {
    const photo = fakePhoto(i + 1, new Date(Date.UTC(2024, 6, 1, i)).toISOString());
    if (i % 4 === 0) Object.assign(photo, { visibleWidth: 400, visibleHeight: 300 });
    if (i % 4 === 1) Object.assign(photo, { visibleWidth: 2000, visibleHeight: 3000 });
    if (i === 23) Object.assign(photo, { visibleWidth: undefined, visibleHeight: undefined });
    return photo;
  });
}

const MONTH_PAGE = `query($id: ID!, $article: String!) {
  node(id: $id) { ... on TimelineMonth { photos(first: 24) {
    edges { node { id printReadiness(articleCode: $article) { level dpi printWidthMm printHeightMm } } }
  } } }
}`;

interface MonthAnswer {
  node: { photos: { edges: { node: { id: string; printReadiness: { level: string; dpi: number; printWidthMm: number; printHeightMm: number } | null } }[] } };
}
async function monthPage(article = 'PAP_910') {
  const { body } = await gql(gateway.url, { query: MONTH_PAGE, variables: { id: toGlobalId('TimelineMonth', '2024-07'), article } }, { token });
  return body as { data?: MonthAnswer; errors?: unknown[] };
}

beforeAll(async () => {
  const signer = await createSigner('print-readiness-key');
  mock = createMockServer(signer);
  mock.use(...photos.handlers, ...site.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ storageApiUrl: STORAGE_API }));
  token = await signer.sign();
});
beforeEach(() => {
  photos.state.reset(library());
  site.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('Photo.printReadiness on a month page', () => {
  it('answers each photo\'s level at the article\'s page size (the fake catalogue\'s PAP_910: 210 × 297 mm)', async () => {
    const body = await monthPage();
    expect(body.errors).toBeUndefined();
    // Newest first: reversed, index i is the photo made at i.
    const readiness = body.data!.node.photos.edges.map((e) => e.node.printReadiness).reverse();
    expect(readiness).toHaveLength(24);
    // 400 × 300 px: 400 / 11.69 in = 34 dpi.
    expect(readiness[0]).toEqual({ level: 'TOO_SMALL', dpi: 34, printWidthMm: 210, printHeightMm: 297 });
    // 3000 × 2000 px and its portrait twin: min(3000 / 11.69, 2000 / 8.27) = 241 dpi.
    expect(readiness[1]).toEqual({ level: 'ACCEPTABLE', dpi: 241, printWidthMm: 210, printHeightMm: 297 });
    expect(readiness[2]).toEqual(readiness[1]);
    expect(readiness[23]).toBeNull();
  });

  it('makes no upstream call per photo: one photo call for the page, the catalogue once per process', async () => {
    await monthPage();
    expect(photos.state.calls).toHaveLength(1);
    expect(site.state.calls.filter((c) => c.startsWith('merchandise')).length).toBeLessThanOrEqual(2);
    photos.state.reset(library());
    site.reset();
    const again = await monthPage();
    expect(again.data!.node.photos.edges).toHaveLength(24);
    expect(photos.state.calls.map((c) => c.path)).toEqual(['/photo-api/photos/timeline/2024/7']);
    expect(site.state.calls).toEqual([]); // the cached catalogue answers
  });

  it('is null for an article the catalogue does not have or that has no page size', async () => {
    for (const article of ['NOPE_1', 'MUG_CLASSIC']) {
      const body = await monthPage(article);
      expect(body.errors).toBeUndefined();
      expect(body.data!.node.photos.edges.every((e) => e.node.printReadiness === null)).toBe(true);
    }
  });
});
