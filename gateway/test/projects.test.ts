// Saved projects through the gateway against an msw fake of the saved projects service: one REST call per page over
// skip/limit, cursors that remember their project so deletes before them skip nothing (load 2 pages, delete one on
// page 1, load page 3: nothing skipped or repeated), deleteProject's typed NOT_FOUND for an unknown or another
// customer's project (nothing deleted) and the total after a delete, node(id:) for the owner only, refused input
// before any call, and an outage nulling only the field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { AVA_ID, createFakeProjectService, EMMA_ID } from './fakeProjectService';
import { gql, mockedGateway } from './helpers';

const fake = createFakeProjectService();
let world: Awaited<ReturnType<typeof mockedGateway>>;
let ava: string;
let emma: string;
let emmaAsBusiness: string;

beforeAll(async () => {
  world = await mockedGateway('projects-key', fake.handlers);
  ava = await world.signer.sign({}, { sub: AVA_ID });
  emma = await world.signer.sign({}, { sub: EMMA_ID });
  emmaAsBusiness = await world.signer.sign({ amr: ['b2b'] }, { sub: EMMA_ID });
});
beforeEach(() => fake.reset());
afterAll(() => world.stop());

const ask = async (query: string, variables: Record<string, unknown> = {}, token = ava) =>
  (await gql(world.gateway.url, { query, variables }, { token })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, token = ava) => {
  const body = await ask(query, variables, token);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const calls = () => fake.state.calls.map((c) => `${c.method} ${c.path}?${c.query}`);
const gid = (id: string) => toGlobalId('SavedProject', id);

const PAGE = `query($first: Int!, $after: String) { viewer { savedProjects(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  edges { cursor node { id name productName lastEditedAt previewUrl editorUrl } } } } }`;
const DELETE = 'mutation($id: ID!) { deleteProject(input: { projectId: $id }) { deletedProjectId totalCount error { reason field message } } }';

async function page(first: number, after?: string | null, token = ava) {
  return (await run(PAGE, { first, after }, token)).viewer.savedProjects;
}
const names = (connection: any): string[] => connection.edges.map((e: any) => e.node.name);
const serviceNames = (account = AVA_ID) => fake.listOf(account).map((p) => p.name);

describe('Viewer.savedProjects', () => {
  it('the first page is one call (skip=0, limit=first), most recently edited first, with the total', async () => {
    const first = await page(10);
    expect(first.totalCount).toBe(35);
    expect(names(first)).toEqual(serviceNames().slice(0, 10));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor, endCursor: first.edges[9].cursor });
    expect(first.edges[0].node).toEqual({
      id: gid('AVA-000'), name: 'AVA project 0', productName: 'Photo book A4 landscape', lastEditedAt: '2026-11-20T00:00:00.000Z',
      previewUrl: 'http://project.test/preview/AVA-0?sig=x', editorUrl: 'http://project.test/editor/projects/AVA-0',
    });
    expect(first.edges[6].node.previewUrl).toBeNull();
    expect(calls()).toEqual([`GET /project-api/api/v2/projects/${AVA_ID}?skip=0&limit=10`]);
  });

  it('pages through all 35 one call per page; each later page reads the window around its cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 10; n += 1) {
      const connection = await page(10, after);
      seen.push(...names(connection));
      expect(connection.pageInfo.hasPreviousPage).toBe(n > 0);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(serviceNames());
    expect(calls()).toEqual([0, 0, 9, 19].map((skip, n) => `GET /project-api/api/v2/projects/${AVA_ID}?skip=${skip}&limit=${n ? 21 : 10}`));
  });

  it('load 2 pages, delete one on page 1, load page 3: nothing skipped or repeated, the total drops by one', async () => {
    const before = serviceNames();
    const one = await page(10);
    const two = await page(10, one.pageInfo.endCursor);
    const deleted = (await run(DELETE, { id: one.edges[3].node.id })).deleteProject;
    expect(deleted).toEqual({ deletedProjectId: one.edges[3].node.id, totalCount: 34, error: null });
    const three = await page(10, two.pageInfo.endCursor);
    const four = await page(10, three.pageInfo.endCursor);
    expect(four.pageInfo.hasNextPage).toBe(false);
    expect(three.totalCount).toBe(34);
    const shown = [...names(one).filter((_, i) => i !== 3), ...names(two), ...names(three), ...names(four)];
    expect(shown).toEqual(before.filter((name) => name !== one.edges[3].node.name));
    expect(shown).toEqual(serviceNames());
  });

  it('deleting the last project loaded (the cursor itself) and 10 before it skips nothing', async () => {
    const one = await page(10);
    const two = await page(10, one.pageInfo.endCursor);
    for (const edge of [...two.edges.slice(-1), ...one.edges.slice(2, 8), ...two.edges.slice(0, 4)]) {
      expect((await run(DELETE, { id: edge.node.id })).deleteProject.error).toBeNull();
    }
    const rest = await page(50, two.pageInfo.endCursor);
    expect(names(rest)).toEqual(serviceNames().slice(-15));
    expect(rest.totalCount).toBe(24);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('10 deletes before the cursor, or a project added at the top, still continue right after it', async () => {
    const one = await page(20);
    const after = one.pageInfo.endCursor;
    fake.state.projects.get(AVA_ID)!.splice(5, 10);
    expect(names(await page(5, after))).toEqual(serviceNames().slice(10, 15));
    fake.reset();
    const projects = fake.state.projects.get(AVA_ID)!;
    projects.push({ ...projects[0]!, id: 'AVA-NEW', name: 'Just started', lastEditedAt: '2026-11-25T00:00:00.000Z' });
    // The window (10 before the cursor, it and `first` + 10 after) has moved by one: a short page, and nothing lost.
    const next = await page(5, after);
    expect(names(next)).toEqual(serviceNames().slice(21, 25));
    expect(next.pageInfo.hasNextPage).toBe(true);
    expect(names(await page(5, next.pageInfo.endCursor))).toEqual(serviceNames().slice(25, 30));
  });

  it('refuses first outside 1-50 and garbage or foreign cursors with BAD_USER_INPUT before any call', async () => {
    const foreign = Buffer.from('invoices.CURRENT:10').toString('base64url');
    const tooFar = Buffer.from('projects:999999:0:AVA-001').toString('base64url');
    for (const variables of [{ first: 0 }, { first: 51 }, { first: -1 }, { first: 10, after: 'garbage!' }, { first: 10, after: 'Z2FyYmFnZQ' },
      { first: 10, after: foreign }, { first: 10, after: tooFar }, { first: 10, after: 'x'.repeat(201) }]) {
      const body = await ask(PAGE, variables);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(body.data?.viewer?.savedProjects ?? null).toBeNull();
    }
    expect(calls()).toEqual([]);
  });

  it('another customer has their own list; an empty list is an empty connection; business customers have projects too', async () => {
    expect(names(await page(10, null, emma))).toEqual(serviceNames(EMMA_ID));
    expect((await page(10, null, emmaAsBusiness)).totalCount).toBe(4);
    fake.state.projects.set(EMMA_ID, []);
    expect(await page(10, null, emma)).toEqual({
      totalCount: 0, edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('a failing service nulls only the field, with UPSTREAM_ERROR and without its details', async () => {
    fake.state.down = true;
    const body = await ask('{ viewer { id savedProjects(first: 10) { totalCount } } }');
    expect(body.data?.viewer).toEqual({ id: expect.any(String), savedProjects: null });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.savedProjects', 'UPSTREAM_ERROR']]);
  });
});

describe('deleteProject', () => {
  it("another customer's project and an unknown one are NOT_FOUND and nothing is deleted", async () => {
    for (const id of [gid('AVA-001'), gid('NOPE'), gid('x'.repeat(41))]) {
      expect((await run(DELETE, { id }, emma)).deleteProject).toEqual({
        deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND', field: 'projectId', message: 'This project does not exist or is not yours.' },
      });
    }
    expect(fake.state.projects.get(AVA_ID)).toHaveLength(35);
    expect(fake.state.projects.get(EMMA_ID)).toHaveLength(4);
    expect(calls()).toEqual([`DELETE /project-api/api/v2/project/AVA-001?`, 'DELETE /project-api/api/v2/project/NOPE?']);
  });

  it('deletes its own project, answers the count read afresh; a second delete is NOT_FOUND', async () => {
    expect((await run(DELETE, { id: gid('EMMA-002') }, emma)).deleteProject).toEqual({ deletedProjectId: gid('EMMA-002'), totalCount: 3, error: null });
    expect(serviceNames(EMMA_ID)).toEqual(['EMMA project 0', 'EMMA project 1', 'EMMA project 3']);
    expect((await run(DELETE, { id: gid('EMMA-002') }, emma)).deleteProject.error.reason).toBe('NOT_FOUND');
  });

  it('an id of another type is BAD_USER_INPUT without a call', async () => {
    for (const id of [toGlobalId('Album', 'AVA-001'), 'not-a-global-id', '']) {
      expect((await ask(DELETE, { id })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
  });
});

describe('node(id:)', () => {
  const NODE = 'query($id: ID!) { node(id: $id) { id ... on SavedProject { name productName } } }';

  it('resolves a saved project for its owner only', async () => {
    expect((await run(NODE, { id: gid('AVA-034') })).node).toEqual({ id: gid('AVA-034'), name: 'AVA project 34', productName: 'Photo book XL' });
    expect((await run(NODE, { id: gid('AVA-034') }, emma)).node).toBeNull();
    expect((await run(NODE, { id: gid('x'.repeat(41)) })).node).toBeNull();
  });
});
