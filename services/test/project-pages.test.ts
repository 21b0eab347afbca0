// The editor stand-in's page of a saved project (its signed editorUrl: name, product, preview; wrong or foreign
// signatures 403, unknown 404; every value escaped, strict CSP), and a deleted account's projects: 404 at once on
// every path, then removed with their previews by the background deletion (on the default database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(defaultDatabase)('saved project pages (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let projects: Json[];
  const call = jsonClient(() => server.baseUrl);
  const page = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, headers: res.headers, html: await res.text() };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signIn(server.baseUrl, 'ava.wilson@example.com', 'photos123')).accessToken;
    projects = (await call('GET', `/project-api/api/v2/projects/${DEMO_IDS.avaWilson}?skip=0&limit=100`, token)).body.projects;
  });
  afterAll(() => server?.stop());

  it('opens a project in the editor stand-in by its signed URL: name, product and preview, escaped', async () => {
    const project = projects.find((p) => p.name.includes("'"))!;
    expect(project).toBeDefined();
    const res = await page(project.editorUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.html).toContain('<h1>Open in editor</h1>');
    expect(res.html).toContain(`<h2 data-testid="project-name">${project.name.replace(/'/g, '&#39;')}</h2>`);
    expect(res.html).not.toContain(project.name);
    expect(res.html).toContain(`<dd data-testid="project-product">${project.productName}</dd>`);
    const src = /<img src="([^"]+)"/.exec(res.html)![1]!.replace(/&#38;/g, '&');
    expect(src.startsWith(`${server.baseUrl}/project-api/api/v2/project/${project.id}/preview?`)).toBe(true);
    const image = await fetch(src);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const tampered = new URL(project.editorUrl);
    tampered.searchParams.set('sig', 'x'.repeat(43));
    const refused = await page(tampered.toString());
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('This link is invalid or has expired.');
    // The preview's signature does not open the editor page, nor another account's.
    const preview = new URL(project.previewUrl);
    expect((await page(`${server.baseUrl}/editor/projects/${project.id}${preview.search}`)).status).toBe(403);
    const emma = server.services.library.signer.sign(DEMO_IDS.emma, `e.${project.id}`);
    expect((await page(`${server.baseUrl}/editor/projects/${project.id}?expires=${emma.expires}&sig=${emma.signature}`)).status).toBe(403);
    const unknown = await page(`${server.baseUrl}/editor/projects/PRJ-999999${preview.search}`);
    expect([unknown.status, unknown.html.includes('This project is not available.')]).toEqual([404, true]);
  });

  it("answers 404 for a deleted account's projects at once, then removes them with their previews", async () => {
    const { db, blobs, deletions } = server.services;
    const hashes = (await db.selectFrom('projects').select('preview_hash').where('account_id', '=', DEMO_IDS.avaWilson).execute()).map((r) => r.preview_hash!);
    expect(hashes).toHaveLength(35);
    await db.updateTable('customers').set({ account_deleted: true }).where('id', '=', DEMO_IDS.avaWilson).execute();
    expect((await call('GET', `/project-api/api/v2/projects/${DEMO_IDS.avaWilson}`, token)).status).toBe(404);
    expect((await fetch(projects[0]!.previewUrl)).status).toBe(404);
    expect((await page(projects[0]!.editorUrl)).status).toBe(404);

    await db.insertInto('account_deletions').values({ customer_id: DEMO_IDS.avaWilson }).execute();
    deletions.enqueue(DEMO_IDS.avaWilson);
    await deletions.idle();
    expect(await db.selectFrom('projects').select('id').where('account_id', '=', DEMO_IDS.avaWilson).execute()).toEqual([]);
    expect(await Promise.all(hashes.slice(0, 5).map((h) => blobs.has(h, 'preview.jpg')))).toEqual([false, false, false, false, false]);
    expect((await db.selectFrom('projects').select('id').where('account_id', '=', DEMO_IDS.emma).execute())).toHaveLength(4);
  });
});
