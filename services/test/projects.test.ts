// Saved projects service (contracts/project-api.yaml) over HTTP with real tokens, on every available database: Ava
// Wilson's 35 projects paged by 10 (most recently edited first, ties by id, the total on every page), bounds (400),
// another account (404), the delete (own, another customer's, repeated; its preview goes with it) and the signed
// preview URLs (a real JPEG; wrong, foreign or expired signatures 403).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const EMAILS = { ava: 'ava.wilson@example.com', emma: 'emma@example.com', mia: 'mia@example.com' } as const;
type Name = keyof typeof EMAILS;
const ACCOUNTS: Record<Name, string> = { ava: DEMO_IDS.avaWilson, emma: DEMO_IDS.emma, mia: DEMO_IDS.mia };

describe.each(databaseKinds)('saved projects (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Name, string>;
  const call = jsonClient(() => server.baseUrl);
  const list = (query: string, name: Name = 'ava', account = ACCOUNTS[name]) =>
    call('GET', `/project-api/api/v2/projects/${account}${query}`, tokens[name]);
  const all = async (name: Name = 'ava') => {
    const projects: Json[] = [];
    for (let skip = 0; ; skip += 10) {
      const page = await list(`?skip=${skip}&limit=10`, name);
      expect(page.status).toBe(200);
      projects.push(...page.body.projects);
      if (skip + 10 >= page.body.totalProjectCount) return { projects, total: page.body.totalProjectCount as number };
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of Object.keys(EMAILS) as Name[]) tokens[name] = (await signIn(server.baseUrl, EMAILS[name], 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('pages the 35 projects by 10, most recently edited first and ties by id, with the total on every page', async () => {
    const pages = await Promise.all([0, 10, 20, 30].map((skip) => list(`?skip=${skip}&limit=10`)));
    expect(pages.map((p) => [p.status, p.body.projects.length, p.body.totalProjectCount])).toEqual([[200, 10, 35], [200, 10, 35], [200, 10, 35], [200, 5, 35]]);
    const projects: Json[] = pages.flatMap((p) => p.body.projects);
    expect(new Set(projects.map((p) => p.id)).size).toBe(35);
    const rows = await server.services.db.selectFrom('projects').select(['id', 'last_edited_at']).where('account_id', '=', DEMO_IDS.avaWilson).execute();
    rows.sort((a, b) => b.last_edited_at.getTime() - a.last_edited_at.getTime() || (a.id < b.id ? 1 : -1));
    expect(projects.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    const ties = projects.map((p, i) => i).filter((i) => i > 0 && projects[i]!.lastEditedAt === projects[i - 1]!.lastEditedAt);
    expect(ties.length).toBeGreaterThanOrEqual(4);
    for (const i of ties) expect(projects[i - 1]!.id > projects[i]!.id).toBe(true);
    expect(projects[0]).toEqual({
      id: expect.stringMatching(/^PRJ-\d{6}$/), name: expect.any(String), productName: expect.any(String), articleType: expect.any(String),
      lastEditedAt: expect.any(String), createdAt: expect.any(String),
      previewUrl: expect.stringMatching(new RegExp(`^${server.baseUrl}/project-api/api/v2/project/PRJ-\\d+/preview\\?expires=\\d+&sig=`)),
      editorUrl: expect.stringMatching(new RegExp(`^${server.baseUrl}/editor/projects/PRJ-\\d+\\?expires=\\d+&sig=`)),
    });
    expect(new Set(projects.map((p) => p.productName)).size).toBeGreaterThanOrEqual(5);
    // The default page is 10; past the end is empty with the total.
    expect((await list('')).body.projects.map((p: Json) => p.id)).toEqual(projects.slice(0, 10).map((p) => p.id));
    expect((await list('?skip=35&limit=10')).body).toEqual({ projects: [], totalProjectCount: 35 });
    expect((await list('?skip=3&limit=4')).body.projects.map((p: Json) => p.id)).toEqual(projects.slice(3, 7).map((p) => p.id));
    // Emma has 4, Mia none.
    expect((await all('emma')).total).toBe(4);
    expect((await list('?skip=0&limit=10', 'mia')).body).toEqual({ projects: [], totalProjectCount: 0 });
  });

  it('answers only the token owner\'s list (404 otherwise) and refuses paging out of bounds (400)', async () => {
    expect((await list('?skip=0&limit=10', 'emma', DEMO_IDS.avaWilson)).status).toBe(404);
    expect((await list('?skip=0&limit=10', 'ava', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await list('?skip=0&limit=10', 'ava', DEMO_IDS.avaWilson.toUpperCase())).status).toBe(200);
    expect((await call('GET', `/project-api/api/v2/projects/${DEMO_IDS.avaWilson}`)).status).toBe(401);
    for (const query of ['?skip=-1', '?skip=100001', '?skip=abc', '?limit=0', '?limit=101', '?limit=1.5', '?skip=1e3', '?limit=']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('INVALID_QUERY');
    }
    expect((await list('?skip=100000&limit=100')).status).toBe(200);
  });

  it('deletes an own project (its preview goes too), never another customer\'s, and answers 404 the second time', async () => {
    const before = await all();
    const victim = before.projects[12]!;
    const row = await server.services.db.selectFrom('projects').select('preview_hash').where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(await server.services.blobs.has(row.preview_hash!, 'preview.jpg')).toBe(true);

    expect((await call('DELETE', `/project-api/api/v2/project/${victim.id}`, tokens.emma)).status).toBe(404);
    expect((await all()).total).toBe(35);
    expect((await call('DELETE', `/project-api/api/v2/project/${victim.id}`)).status).toBe(401);
    expect((await call('DELETE', `/project-api/api/v2/project/${victim.id}`, tokens.ava)).status).toBe(204);
    expect((await call('DELETE', `/project-api/api/v2/project/${victim.id}`, tokens.ava)).status).toBe(404);
    for (const id of ['PRJ-999999', 'nope', '..']) expect((await call('DELETE', `/project-api/api/v2/project/${id}`, tokens.ava)).status).toBe(404);
    expect((await call('DELETE', `/project-api/api/v2/project/${'P'.repeat(41)}`, tokens.ava)).status).toBe(400);

    const after = await all();
    expect(after.total).toBe(34);
    expect(after.projects.map((p) => p.id)).toEqual(before.projects.filter((p) => p.id !== victim.id).map((p) => p.id));
    expect(await server.services.blobs.has(row.preview_hash!, 'preview.jpg')).toBe(false);
    expect((await fetch(victim.previewUrl)).status).toBe(404);
  });

  it('serves the preview as a real JPEG by its signed URL only', async () => {
    const [project] = (await list('?skip=0&limit=1')).body.projects as Json[];
    const res = await fetch(project!.previewUrl, { headers: { origin: PUBLIC_URL } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);

    const url = new URL(project!.previewUrl);
    const variant = (edit: (u: URL) => void) => {
      const u = new URL(url);
      edit(u);
      return fetch(u).then((r) => r.status);
    };
    expect(await variant((u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}xx`))).toBe(403);
    expect(await variant((u) => u.searchParams.delete('sig'))).toBe(403);
    expect(await variant((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 600)))).toBe(403);
    const { signer } = server.services.library;
    const signed = (accountId: string, key: string, now?: number) => {
      const s = signer.sign(accountId, key, now);
      return fetch(`${server.baseUrl}/project-api/api/v2/project/${project!.id}/preview?expires=${s.expires}&sig=${s.signature}`).then((r) => r.status);
    };
    expect(await signed(DEMO_IDS.avaWilson, `j.${project!.id}`)).toBe(200);
    expect(await signed(DEMO_IDS.emma, `j.${project!.id}`)).toBe(403);
    expect(await signed(DEMO_IDS.avaWilson, `e.${project!.id}`)).toBe(403);
    expect(await signed(DEMO_IDS.avaWilson, `j.${project!.id}`, Date.now() - 2 * 3600_000)).toBe(403);
    expect((await fetch(`${server.baseUrl}/project-api/api/v2/project/PRJ-999999/preview?expires=1&sig=x`)).status).toBe(404);
  });
});
