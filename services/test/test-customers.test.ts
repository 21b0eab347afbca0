// Fresh customers from demo templates (/_test-customers, SERVICES_TEST_CUSTOMERS=on), on every available database: off
// by default (404); a copy signs in with its own address and the template's password, owns what the template owns
// under new ids (photos, albums, orders with their well-known parts, projects, addresses), shares the template's
// image files without taking them away when it deletes its photos, and shows up in no other customer's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { latestMessage } from './helpers/mailbox';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(databaseKinds)('fresh test customers (%s)', (kind) => {
  let server: TestServer;
  const call = jsonClient(() => server.baseUrl);
  const fresh = async (template: string) => {
    const res = await call('POST', '/_test-customers', undefined, { template });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...res.body, token: (await signIn(server.baseUrl, res.body.email, res.body.password)).accessToken } as Json;
  };
  const token = (email: string) => signIn(server.baseUrl, email, 'photos123').then((t) => t.accessToken);
  const photos = async (bearer: string) => (await call('GET', '/photo-api/photos?limit=500', bearer)).body.images as Json[];

  beforeAll(async () => {
    server = await startTestServer(kind, { testCustomers: true });
  });
  afterAll(() => server?.stop());

  it('is off unless switched on', async () => {
    const off = await startTestServer(kind);
    try {
      const res = await fetch(`${off.baseUrl}/_test-customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"template":"consumer"}' });
      expect(res.status).toBe(404);
    } finally {
      await off.stop();
    }
  });

  it('refuses a template that is no demo account', async () => {
    for (const template of ['nobody', 42, undefined]) {
      expect((await call('POST', '/_test-customers', undefined, { template })).status, String(template)).toBe(400);
    }
  });

  it("copies the template's photos under new ids, and deleting them leaves the template's files served", async () => {
    const mia = await token('mia@example.com');
    const copy = await fresh('small-library');
    expect(copy.email).toMatch(/^mia\.t[0-9a-f]{10}@example\.com$/);
    expect(copy.firstName).toBe('Mia');
    const [original, copied] = [await photos(mia), await photos(copy.token)];
    expect(copied.map((p) => p.localFileName).sort()).toEqual(original.map((p) => p.localFileName).sort());
    expect(copied.some((p) => original.some((o) => o.imageId === p.imageId))).toBe(false);

    expect((await call('DELETE', '/photo-api/photos/all', copy.token)).body).toEqual({ deletedCount: original.length });
    expect(await photos(copy.token)).toEqual([]);
    expect(await photos(mia)).toHaveLength(original.length);
    const thumb = (await photos(mia))[0]!.thumbnails[0].url as string;
    expect((await fetch(thumb)).status).toBe(200);
  });

  it("copies the orders under new codes with their parts, and the albums and projects; no one else's account changes", async () => {
    const lucas = await token('lucas@example.com');
    const sharedBefore = (await call('GET', '/shared-albums-api/users', lucas)).body;
    const emma = await token('emma@example.com');
    const copy = await fresh('consumer');

    const superOrders = async (bearer: string) => (await call('GET', '/order-api/v2/superorders/me?OrderState=all&Limit=100&Offset=0', bearer)).body;
    const [mine, theirs] = [await superOrders(copy.token), await superOrders(emma)];
    expect(mine.total).toBe(theirs.total);
    expect(Object.keys(copy.orderCodes)).toHaveLength(theirs.total);
    // A well-known order: the same products, status and printed photos (the copy's own photos).
    const ready = await call('GET', `/order-api/v1/superorders/${copy.orderCodes['70000007']}`, copy.token);
    const readyThere = await call('GET', '/order-api/v1/superorders/70000007', emma);
    expect(ready.status).toBe(200);
    const parts = (body: Json, code: string) => body.orders.map((o: Json) => [o.orderCode.replace(code, ''), o.status, o.printedPhotos.length]);
    expect(parts(ready.body, copy.orderCodes['70000007'])).toEqual(parts(readyThere.body, '70000007'));
    expect(ready.body.total).toEqual(readyThere.body.total);
    expect((await call('GET', `/order-api/v1/superorders/${copy.orderCodes['70000007']}`, emma)).status).toBe(404);

    const users = async (bearer: string) => (await call('GET', '/photo-api/users', bearer)).body;
    expect(await users(copy.token)).toMatchObject({ photosCount: (await users(emma)).photosCount, albumsCount: (await users(emma)).albumsCount });
    // Lucas, a participant of Emma's shared album, sees no copy of it.
    expect((await call('GET', '/shared-albums-api/users', lucas)).body).toEqual(sharedBefore);

    const projectsCopy = await fresh('projects');
    const list = await call('GET', `/project-api/api/v2/projects/${projectsCopy.id}?skip=0&limit=10`, projectsCopy.token);
    expect(list.body.totalProjectCount).toBe(35);
  });

  it("sends a copied pending newsletter subscription's confirmation e-mail to the new address", async () => {
    const copy = await fresh('consumer');
    const message = await latestMessage(server.baseUrl, copy.email);
    expect(message.subject).toBe('Confirm your subscription to the PhotoPrint newsletter');
    expect(new URL(message.links[0]!).searchParams.get('email')).toBe(copy.email);
  });

  it('makes the copy\'s pending subscription one of the site named, in its brand and language; an unknown site is a 400', async () => {
    const res = await call('POST', '/_test-customers', undefined, { template: 'consumer', newsletterChannel: 'fotodruck-de' });
    expect(res.status).toBe(201);
    const message = await latestMessage(server.baseUrl, res.body.email);
    expect(message.subject).toBe('Bestätigen Sie Ihr Abonnement des FotoDruck-Newsletters');
    expect(new URL(message.links[0]!).origin).toBe('http://fotodruck-de.localhost:4000');
    for (const newsletterChannel of ['nope', 'FOTODRUCK-DE', 42]) {
      expect((await call('POST', '/_test-customers', undefined, { template: 'consumer', newsletterChannel })).status).toBe(400);
    }
  });
});
