// Test-only: the saved projects screen against a real Relay environment whose answers come from a fake customer's
// projects (relay-test-utils generates every payload from the operation, so it always matches the selections).
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { renderApp } from '../../../test/renderApp';
import { mockData, type Handler } from '../../../test/relay';

export interface FakeProject {
  id: string;
  name: string;
  productName: string;
  lastEditedAt: string;
  previewUrl: string | null;
}

export interface FakeCustomer {
  /** Most recently edited first, as the service answers. */
  projects: FakeProject[];
  /** The saved projects service could not answer (the connection is null). */
  unavailable?: boolean;
  /** Operation names that fail. */
  failing?: string[];
  /** Extra handlers by operation name (the delete mutation). */
  handlers?: Record<string, Handler>;
}

const PRODUCTS = ['Photo book A4 landscape', 'Calendar A3 2027', 'Canvas 60x40', 'Greeting cards', 'Photo book XL'];

export const project = (n: number, extra: Partial<FakeProject> = {}): FakeProject => ({
  id: `U2F2ZWRQcm9qZWN0OjE${n}`,
  name: `Project ${n}`,
  productName: PRODUCTS[n % PRODUCTS.length]!,
  lastEditedAt: '2026-03-05T10:00:00Z',
  previewUrl: `https://img.test/projects/${n}.jpg`,
  ...extra,
});

export const projects = (count: number) => Array.from({ length: count }, (_, i) => project(i + 1));

export const editorUrl = (p: FakeProject) => `https://editor.test/editor/projects/${p.id}?sig=x`;

const projectNode = (p: FakeProject) => ({
  __typename: 'SavedProject',
  id: p.id,
  name: p.name,
  productName: p.productName,
  lastEditedAt: p.lastEditedAt,
  previewUrl: p.previewUrl,
  editorUrl: editorUrl(p),
});

/**
 * Resolvers answering from the fake. A cursor is the project's id, as the gateway's stands for its project: a page
 * after a delete continues after that project.
 */
export function projectResolvers(fake: FakeCustomer): MockResolvers {
  return {
    Viewer: () => ({ id: 'Vmlld2VyOjE', accountDeleted: false, isBusiness: false, businessAccountStatus: null }),
    SavedProjectConnection: (ctx) => {
      const args = ((ctx as { args?: Record<string, unknown> | null }).args ?? {}) as { first?: number; after?: string };
      const start = args.after ? fake.projects.findIndex((p) => p.id === args.after) + 1 : 0;
      const end = Math.min(fake.projects.length, start + Number(args.first ?? 10));
      const page = fake.projects.slice(start, end);
      return {
        totalCount: fake.projects.length,
        edges: page.map((p) => ({ cursor: p.id, node: projectNode(p) })),
        pageInfo: {
          hasNextPage: end < fake.projects.length,
          endCursor: page.at(-1)?.id ?? null,
          hasPreviousPage: false,
          startCursor: page[0]?.id ?? null,
        },
      };
    },
  };
}

/** The page query; the service being down nulls the connection (a resolver's null would be mocked over). */
function queryHandler(fake: FakeCustomer): Handler {
  return (_variables: Variables, operation: OperationDescriptor) => {
    const data = mockData(operation, projectResolvers(fake)) as { viewer: Record<string, unknown> };
    if (fake.unavailable) data.viewer.savedProjects = null;
    return data;
  };
}

/** `deleteProject` as the gateway answers it: deletes from the fake, or NOT_FOUND for an unknown project. */
export function deleteHandler(fake: FakeCustomer): Handler {
  return (variables) => {
    const { projectId } = (variables as { input: { projectId: string } }).input;
    const index = fake.projects.findIndex((p) => p.id === projectId);
    if (index < 0) return { deleteProject: { deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND' } } };
    fake.projects.splice(index, 1);
    return { deleteProject: { deletedProjectId: projectId, totalCount: fake.projects.length, error: null } };
  };
}

/** Renders the app at '/saved-projects' as the fake customer; returns the recorded calls and a user. */
export function renderProjects(fake: FakeCustomer) {
  const handlers: Record<string, Handler> = {
    SavedProjectsPageQuery: queryHandler(fake),
    useDeleteProjectMutation: deleteHandler(fake),
    ...fake.handlers,
  };
  for (const name of fake.failing ?? []) handlers[name] = () => new Error(`${name} failed`);
  return renderApp('/saved-projects', { world: { resolvers: projectResolvers(fake), handlers } });
}
