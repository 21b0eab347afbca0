// Order cut-off service (contracts/cutoff-api.yaml) over HTTP with a real token, on the default database (PGlite): the
// article groups, the Christmas campaign covering prints and photo books with a cut-off still open (dates relative to
// now), a campaign that is over, 404 for an unknown campaign and 401 without a token; and the dates following the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/apis/cutoff/groups';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(defaultDatabase)('order cut-off service (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  const call = jsonClient(() => server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signIn(server.baseUrl, 'emma@example.com', 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('lists the article groups: prints and photo books under the Christmas campaign, calendars with their own cut-off', async () => {
    const res = await call('GET', '/cutoff-api/v1/ArticleGroup', token);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.items.map((g: { name: string }) => [g.name, g]));
    expect(byName.PRINTS).toMatchObject({ articleNames: ['PAP_910'], campaign: 'CHRISTMAS', cutOff: null });
    expect(byName.PHOTO_BOOKS).toMatchObject({ articleNames: expect.arrayContaining(['PHOTOBOOK_A4', 'PHOTOBOOK_XL']), campaign: 'CHRISTMAS' });
    expect(Date.parse(byName.CALENDARS.cutOff.orderBefore)).toBeGreaterThan(Date.now());
    expect(byName.GIFTS).toMatchObject({ articleNames: expect.arrayContaining(['MUG_CLASSIC']), campaign: null, cutOff: null });
  });

  it('answers a campaign by name with its cut-off (open now, delivery after it); 404 for an unknown one, 401 without a token', async () => {
    const christmas = await call('GET', '/cutoff-api/v1/Campaign/CHRISTMAS', token);
    expect(christmas.status).toBe(200);
    expect(christmas.body).toMatchObject({ name: 'CHRISTMAS', title: 'Christmas' });
    const { orderBefore, deliveryBy } = christmas.body.cutOff;
    expect(Date.parse(orderBefore)).toBeGreaterThan(Date.now());
    expect(deliveryBy > orderBefore.slice(0, 10)).toBe(true);
    expect(Date.parse((await call('GET', '/cutoff-api/v1/Campaign/MOTHERS_DAY', token)).body.cutOff.orderBefore)).toBeLessThan(Date.now());
    expect((await call('GET', '/cutoff-api/v1/Campaign/christmas', token)).status).toBe(404);
    expect((await call('GET', '/cutoff-api/v1/Campaign/NOPE', token)).body).toEqual({ code: 'NOT_FOUND', message: 'Campaign not found.' });
    expect((await call('GET', '/cutoff-api/v1/ArticleGroup')).status).toBe(401);
  });
});

describe('cut-off dates', () => {
  it('follow the clock: Christmas open until the end of the ninth day, delivered by the eighteenth', () => {
    const christmas = campaigns(new Date('2026-12-06T10:00:00Z')).find((c) => c.name === 'CHRISTMAS');
    expect(christmas?.cutOff).toEqual({ orderBefore: '2026-12-15T22:59:59.000Z', deliveryBy: '2026-12-24' });
  });
});
