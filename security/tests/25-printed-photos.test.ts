// Photos ↔ orders: Lucas (signed in) tries to learn which of Emma's photos she had printed, and in which orders —
// Photo.printedIn on her photo ids (node(id:), nodes(ids:)), on his own photos, and her order's printed photos. The
// gateway's printed-photos index is kept per customer across requests: what Emma's requests put in it never reaches
// Lucas. Emma's prints order from the library is the services' demo order `printsFromLibrary`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../harness';
import { ask, read } from './context';

const DEMO = (JSON.parse(readFileSync(join(ROOT, 'services/src/db/demo-orders.json'), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const PRINTS = DEMO.printsFromLibrary!;

const PRINTED = `query($code: String!) { viewer { order(code: $code) { products { printedPhotos { imageId photo { id printedIn { code } } } } } } }`;
const PHOTO = 'query($id: ID!) { node(id: $id) { ... on Photo { id printedIn { code createdAt status } } } }';
const PHOTOS = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Photo { id printedIn { code } } } }';
const LIBRARY = '{ viewer { photoLibrary { photos(first: 100) { edges { node { id printedIn { code } } } } } } }';

let emmasPrinted: string[];

beforeAll(async () => {
  expect(PRINTS.account).toBe('emma');
  // Emma reads her prints order (which puts her printed photos in the gateway's index for her).
  const data = await read('emma', PRINTED, { code: PRINTS.code });
  const photos = data.viewer.order.products.flatMap((p: { printedPhotos: { photo: { id: string; printedIn: { code: string }[] } | null }[] }) => p.printedPhotos);
  emmasPrinted = photos.filter((p: { photo: unknown }) => p.photo).map((p: { photo: { id: string } }) => p.photo.id);
  expect(emmasPrinted.length).toBeGreaterThan(0);
  for (const p of photos) if (p.photo) expect(p.photo.printedIn.map((o: { code: string }) => o.code)).toContain(PRINTS.code);
});

describe("Lucas looks for Emma's printed photos", () => {
  it('node(id:) and nodes(ids:) with her printed photos → null, never her orders', async () => {
    for (const id of emmasPrinted) {
      const answer = await ask('lucas', PHOTO, { id });
      expect(answer.body.data?.node ?? null).toBeNull();
      expect(JSON.stringify(answer.body)).not.toContain(PRINTS.code);
    }
    const answer = await ask('lucas', PHOTOS, { ids: emmasPrinted });
    expect((answer.body.data?.nodes ?? []).every((n: unknown) => n === null)).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(PRINTS.code);
  });

  it('his own photos name none of her orders; her order (and so its photos) is null to him', async () => {
    const library = await ask('lucas', LIBRARY);
    expect(library.body.errors).toBeUndefined();
    expect(JSON.stringify(library.body)).not.toContain(PRINTS.code);
    const order = await ask('lucas', PRINTED, { code: PRINTS.code });
    expect(order.body.data?.viewer.order ?? null).toBeNull();
    expect(JSON.stringify(order.body)).not.toContain(emmasPrinted[0]!);
  });
});
