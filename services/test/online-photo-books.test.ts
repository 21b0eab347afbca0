// The widget gallery and the share e-mail (contracts/widget-api.yaml) over HTTP with real tokens, on the default
// database (PGlite): the fixed categories, a gallery entry created, read, changed and removed (one per widget and channel) with
// its field errors, another customer's widget (401), NOT_READY / BLOCKED / ALREADY_EXISTS (409); and the share that
// sends a real e-mail (English or Dutch by channel) read back from the embedded mailbox; an online version deleted by its
// owner only (401 for anyone else), then none, and requested anew.
import { SENDER_NAME_MESSAGES } from '@my-account/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../src/db/demo-orders';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { latestMessage, mailboxIds } from './helpers/mailbox';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const READY = `${DEMO_ORDERS.avaPhotoBookReady.code}-1`;
const NOT_REQUESTED = `${DEMO_ORDERS.avaPhotoBookNotRequested.code}-1`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(defaultDatabase)('online photo books: gallery and share (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<'ava' | 'emma', string>;
  const call = jsonClient(() => server.baseUrl);
  const entry = (method: string, code: string, channel: string, token = tokens.ava, body?: unknown) =>
    call(method, `/widget-api/v1/galleryentries/${code}?channel=${channel}`, token, body);
  const create = (body: Json, token = tokens.ava) => call('POST', '/widget-api/v1/galleryentries/', token, body);

  beforeAll(async () => {
    server = await startTestServer(kind, { widgetReadyMs: 60_000 });
    tokens.ava = (await signIn(server.baseUrl, 'ava.wilson@example.com', 'photos123')).accessToken;
    tokens.emma = (await signIn(server.baseUrl, 'emma@example.com', 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('lists the fixed categories in display order', async () => {
    const res = await call('GET', '/widget-api/v1/categories', tokens.ava);
    expect(res.body.items.map((c: Json) => `${c.code}:${c.name}`)).toEqual(['travel:Travel', 'family:Family', 'wedding:Wedding',
      'holiday:Holiday', 'baby:Baby', 'nature:Nature', 'city:City', 'celebration:Celebration']);
    expect((await call('GET', '/widget-api/v1/categories')).status).toBe(401);
  });

  it('creates, reads, changes and removes a gallery entry, one per widget and channel, with field errors', async () => {
    expect((await entry('GET', READY, 'photoprint-gb')).status).toBe(404);
    const refused = async (body: Json) => {
      const res = await create({ widgetId: READY, channel: 'photoprint-gb', ...body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_GALLERY_ENTRY');
      return res.body.fieldErrors;
    };
    const categories = (message: string) => [{ field: 'categories', message }];
    expect(await refused({ categories: [] })).toEqual(categories('Please choose at least one category'));
    expect(await refused({ categories: undefined })).toEqual(categories('Please choose at least one category'));
    expect(await refused({ categories: ['travel', 'family', 'city', 'nature'] })).toEqual(categories('Please choose at most 3 categories'));
    expect(await refused({ categories: ['travel', 'space'] })).toEqual(categories('Unknown category'));
    expect(await refused({ categories: [42] })).toEqual(categories('Unknown category'));
    expect(await refused({ channel: 'nowhere', categories: [] })).toEqual([
      { field: 'channel', message: 'This sales channel is not known' }, ...categories('Please choose at least one category')]);

    const created = await create({ widgetId: READY, channel: 'photoprint-gb', categories: ['city', 'travel', 'city'] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: READY, widgetId: READY, channel: 'photoprint-gb', createdAt: expect.any(String), updatedAt: expect.any(String),
      categories: [{ code: 'travel', name: 'Travel' }, { code: 'city', name: 'City' }] });
    const again = await create({ widgetId: READY, channel: 'photoprint-gb', categories: ['family'] });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_EXISTS']);
    expect((await create({ widgetId: READY, channel: 'fotoprint-nl', categories: ['family'] })).status).toBe(201);
    expect((await entry('GET', READY, 'photoprint-gb')).body).toEqual(created.body);

    const changed = await entry('PUT', READY, 'photoprint-gb', tokens.ava, { categories: ['wedding', 'family', 'travel'] });
    expect(changed.status).toBe(200);
    expect(changed.body.categories.map((c: Json) => c.code)).toEqual(['travel', 'family', 'wedding']);
    expect(changed.body.createdAt).toBe(created.body.createdAt);
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt));
    expect((await entry('PUT', READY, 'photoprint-gb', tokens.ava, { categories: ['a', 'b'] })).body.fieldErrors).toEqual(categories('Unknown category'));
    expect((await entry('PUT', READY, 'fotodruck-de', tokens.ava, { categories: ['baby'] })).status).toBe(404);
    expect((await entry('GET', READY, 'photoprint-gb')).body.categories).toHaveLength(3);

    expect((await entry('DELETE', READY, 'photoprint-gb')).status).toBe(204);
    expect((await entry('GET', READY, 'photoprint-gb')).status).toBe(404);
    expect((await entry('DELETE', READY, 'photoprint-gb')).status).toBe(404);
    expect((await entry('GET', READY, 'fotoprint-nl')).body.categories).toEqual([{ code: 'family', name: 'Family' }]);
  });

  it("refuses another customer's widget (401), one not ready, blocked or already listed (409)", async () => {
    const body = { widgetId: READY, channel: 'photoprint-gb', categories: ['travel'] };
    expect((await create(body, tokens.emma)).status).toBe(401);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await entry(method, READY, 'fotoprint-nl', tokens.emma, method === 'PUT' ? { categories: ['city'] } : undefined)).status).toBe(401);
    }
    expect((await entry('GET', READY, 'fotoprint-nl')).body.categories).toEqual([{ code: 'family', name: 'Family' }]);
    expect((await create({ ...body, widgetId: NOT_REQUESTED })).status).toBe(401);
    expect((await create({ ...body, widgetId: 'x'.repeat(41) })).status).toBe(401);
    expect((await call('POST', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).body.status).toBe('REQUESTED');
    const early = await create({ ...body, widgetId: NOT_REQUESTED });
    expect([early.status, early.body.code]).toEqual([409, 'NOT_READY']);
    const blocked = await create({ ...body, widgetId: `${DEMO_ORDERS.photoBookBlocked.code}-1` }, tokens.emma);
    expect([blocked.status, blocked.body.code]).toEqual([409, 'BLOCKED']);
    expect((await call('POST', '/widget-api/v1/galleryentries/', undefined, body)).status).toBe(401);
    expect((await entry('GET', READY, 'photoprint-gb')).status).toBe(404);
  });

  it('e-mails a share with the sender, the personal message (escaped) and the link, in the language of the channel', async () => {
    const widget = (await call('GET', `/widget-api/v1/widget/${READY}`, tokens.ava)).body;
    const share = (values: Record<string, string>) => call('PUT', `/widget-api/v1/widget/${READY}/share?${new URLSearchParams(values)}`, tokens.ava);
    const message = 'Look at <b>Lisbon</b> & the trams!\nLove, Ava';
    expect((await share({ vendorId: b64('photoprint-gb'), fromName: b64('Ava <Wilson>'), personalMessage: b64(message), toEmailAddress: b64('friend@example.com') })).status).toBe(204);

    const mail = await latestMessage(server.baseUrl, 'friend@example.com');
    expect(mail.subject).toBe('“Ava <Wilson>” shared an online photo book with you');
    expect(mail.links).toContain(widget.viewUrl);
    const row = await server.services.db.selectFrom('mailbox_messages').selectAll().where('id', '=', mail.id).executeTakeFirstOrThrow();
    expect(row.from_text).toContain('no-reply@photoprint-gb.example');
    expect(row.from_text).toContain('PhotoPrint');
    expect(row.html_body).toContain('Look at &lt;b&gt;Lisbon&lt;/b&gt; &amp; the trams!<br>Love, Ava');
    expect(row.html_body).toContain('Ava &lt;Wilson&gt; shared the online photo book “Photo book A4 — Lisbon 2026” with you.');
    expect(row.html_body).toContain(`href="${widget.viewUrl}"`);
    expect(row.html_body).not.toMatch(/<b>|<Wilson>/);
    expect(row.text_body).toContain('> Look at <b>Lisbon</b> & the trams!\n> Love, Ava');
    const book = await fetch(mail.links.find((l) => l === widget.viewUrl)!);
    expect([book.status, (await book.text()).includes('Photo book A4 — Lisbon 2026')]).toEqual([200, true]);

    expect((await share({ vendorId: b64('fotoprint-nl'), fromName: b64('Ava'), toEmailAddress: b64('vriend@example.com') })).status).toBe(204);
    const dutch = await latestMessage(server.baseUrl, 'vriend@example.com');
    expect(dutch.subject).toBe('“Ava” heeft een online fotoboek met je gedeeld');
    expect(dutch.page).not.toContain('schreef:');

    const unknown = await share({ vendorId: b64('nowhere'), fromName: b64('Ava'), toEmailAddress: b64('other@example.com') });
    expect([unknown.status, unknown.body.fieldErrors]).toEqual([400, [{ field: 'vendorId', message: 'This sales channel is not known' }]]);
    expect(await mailboxIds(server.baseUrl, 'other@example.com')).toEqual([]);
    expect((await call('GET', `/widget-api/v1/widget/${READY}`, tokens.ava)).body.shareCount).toBe(2);
  });

  it('refuses a sender name that is not plain text (400 on fromName), sending nothing', async () => {
    const names = ['Ava \u202Egnp.exe', 'Ava\u2066x\u2069', 'Photo\u200BPrint', '\uFEFFAva', 'Ava\nPhotoPrint', 'verify at https://evil.example',
      'www.evil', 'evil.example', 'A'.repeat(61)];
    for (const [i, name] of names.entries()) {
      const to = `name${i}@example.com`;
      const res = await call('PUT', `/widget-api/v1/widget/${READY}/share?${new URLSearchParams({ vendorId: b64('photoprint-gb'), fromName: b64(name), toEmailAddress: b64(to) })}`, tokens.ava);
      expect([res.status, res.body.fieldErrors], JSON.stringify(name)).toEqual([400, [{ field: 'fromName', message: SENDER_NAME_MESSAGES.INVALID }]]);
      expect(await mailboxIds(server.baseUrl, to)).toEqual([]);
    }
  });

  it('limits the shares: a customer 10 an hour and 30 a day, an address 3 an hour and 5 a day (429, nothing sent)', async () => {
    const { db } = server.services;
    const { account_id: ava } = await db.selectFrom('orders').select('account_id').where('code', '=', READY).executeTakeFirstOrThrow();
    const share = (to: string) => call('PUT', `/widget-api/v1/widget/${READY}/share?${new URLSearchParams({ vendorId: b64('photoprint-gb'), fromName: b64('Ava'), toEmailAddress: b64(to) })}`, tokens.ava);
    const sent = (customerId: string, recipient: string, n: number, hoursAgo: number) => db.insertInto('share_mails')
      .values(Array.from({ length: n }, () => ({ customer_id: customerId, recipient, sent_at: new Date(Date.now() - hoursAgo * 3600_000) }))).execute();
    const refused = async (to: string) => {
      expect(await share(to), to).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
      expect(await mailboxIds(server.baseUrl, to)).toEqual([]);
    };
    const { id: emma } = await db.selectFrom('customers').select('id').where('email', '=', 'emma@example.com').executeTakeFirstOrThrow();
    await db.deleteFrom('share_mails').execute();

    // An address: 3 within the hour (whoever sent them, in any case), 5 within the day; older ones do not count.
    await sent(emma, 'oma@example.com', 3, 0.5);
    await refused('Oma@Example.com');
    await sent(emma, 'opa@example.com', 3, 2);
    await sent(emma, 'opa@example.com', 9, 25);
    expect((await share('opa@example.com')).status).toBe(204);
    await sent(emma, 'tante@example.com', 5, 3);
    await refused('tante@example.com');

    // A customer: 10 within the hour, 30 within the day.
    await db.deleteFrom('share_mails').execute();
    await sent(ava, 'x@example.com', 10, 0.5);
    await refused('friend1@example.com');
    await db.updateTable('share_mails').set({ recipient: 'y@example.com', sent_at: new Date(Date.now() - 2 * 3600_000) }).execute();
    expect((await share('friend2@example.com')).status).toBe(204);
    await sent(ava, 'z@example.com', 19, 5);
    await refused('friend3@example.com');
    await db.deleteFrom('share_mails').execute();
    // An address beyond ASCII is counted in its lower case too.
    expect((await share('Ünal.İnce@example.com')).status).toBe(204);
    expect(await db.selectFrom('share_mails').select('recipient').execute()).toEqual([{ recipient: 'Ünal.İnce@example.com'.toLowerCase() }]);
    await db.deleteFrom('share_mails').execute();
  });

  it('removes the gallery entries with the widget', async () => {
    expect((await call('DELETE', `/widget-api/v1/widget/${READY}`, tokens.ava)).status).toBe(204);
    expect(await server.services.db.selectFrom('gallery_entries').select('channel').where('product_code', '=', READY).execute()).toEqual([]);
  });

  it("deletes only the customer's own online version (401 otherwise, nothing changed); deleted, it is none and can be requested anew", async () => {
    expect((await call('POST', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).status).toBe(201);
    for (const code of [NOT_REQUESTED, 'x'.repeat(41), 'a%20b', '..%2F..%2Fx']) {
      expect((await call('DELETE', `/widget-api/v1/widget/${code}`, tokens.emma)).status, code).toBe(401);
    }
    expect((await call('GET', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).body.status).toBe('REQUESTED');
    expect((await call('DELETE', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).status).toBe(204);
    expect((await call('GET', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).status).toBe(401);
    expect((await call('DELETE', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava)).status).toBe(401);
    const again = await call('POST', `/widget-api/v1/widget/${NOT_REQUESTED}`, tokens.ava);
    expect(again).toMatchObject({ status: 201, body: { productCode: NOT_REQUESTED, status: 'REQUESTED', shareCount: 0 } });
  });
});
