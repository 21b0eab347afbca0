import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../../test/factories/connection';
import { editorUrl, project, projectNode, projects, type FakeProject } from '../../test/factories/project';
import { viewerNode } from '../../test/factories/viewer';
import { nullViewerFields, type Handler, type Overrides } from '../../test/relay';
import { renderApp } from '../../test/renderApp';

interface FakeCustomer extends Overrides {
  /** Most recently edited first, as the service answers. */
  projects: FakeProject[];
  /** The saved projects service could not answer (the connection is null). */
  unavailable?: boolean;
}

/** `deleteProject` as the gateway answers it: deletes from the fake, or NOT_FOUND for an unknown project. */
function deleteHandler(fake: FakeCustomer): Handler {
  return (variables) => {
    const { projectId } = (variables as { input: { projectId: string } }).input;
    const index = fake.projects.findIndex((p) => p.id === projectId);
    if (index < 0) return { deleteProject: { deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND' } } };
    fake.projects.splice(index, 1);
    return { deleteProject: { deletedProjectId: projectId, totalCount: fake.projects.length, error: null } };
  };
}

/**
 * '/saved-projects' of the fake customer. A cursor is the project's id, as the gateway's stands for its project: a
 * page after a delete continues after that project. The service being down nulls the connection.
 */
function renderProjects(fake: FakeCustomer) {
  const page = nullViewerFields(fake.unavailable ? ['savedProjects'] : []);
  const resolvers = {
    Viewer: () => viewerNode(),
    SavedProjectConnection: pagesOf(() => fake.projects, projectNode, { cursorOf: (p) => p.id }),
  };
  return renderApp('/saved-projects', {
    world: { resolvers, handlers: { SavedProjectsPageQuery: page, useDeleteProjectMutation: deleteHandler(fake) } },
    handlers: fake.handlers,
    failing: fake.failing,
  });
}

const list = () => screen.findByRole('list', { name: 'Saved projects' });
/** The names shown, in order (also while the dialog hides the page from assistive technology). */
const names = async () =>
  within(await screen.findByRole('list', { name: 'Saved projects', hidden: true }))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((h) => h.textContent);
const total = () => screen.getByTestId('projects-total');
const card = async (name: string) =>
  within(await list())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name }))!;
const dialog = () => screen.findByRole('alertdialog', { name: 'Delete this project?' });

/** Presses 'Show more projects' until it is gone; returns how many times. */
async function showAll(user: ReturnType<typeof renderProjects>['user']) {
  let clicks = 0;
  for (;;) {
    const more = screen.queryByRole('button', { name: 'Show more projects' });
    if (!more) return clicks;
    const shown = within(await list()).getAllByRole('listitem').length;
    await user.click(more);
    clicks++;
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved projects' })).getAllByRole('listitem').length).toBeGreaterThan(shown));
  }
}

describe('/saved-projects — My saved projects', () => {
  it('lists the first 10 projects: preview, name, product, last edit, open in the editor and delete; the total', async () => {
    const fake: FakeCustomer = {
      projects: [project(1, { name: 'Lisbon trip', productName: 'Photo book A4 landscape' }), ...projects(35).slice(1)],
    };
    renderProjects(fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'My saved projects' })).toBeInTheDocument();
    expect(await names()).toHaveLength(10);
    expect(total()).toHaveTextContent('35 projects');
    expect(total()).toHaveAttribute('role', 'status');

    const lisbon = await card('Lisbon trip');
    expect(within(lisbon).getByRole('img', { name: 'Lisbon trip' })).toHaveAttribute('src', 'https://img.test/projects/1.jpg');
    expect(lisbon).toHaveTextContent('Photo book A4 landscape');
    expect(lisbon).toHaveTextContent('Last edited 05 Mar 2026');
    const open = within(lisbon).getByRole('link', { name: 'Open Lisbon trip in the editor' });
    expect(open).toHaveAttribute('href', editorUrl(fake.projects[0]!));
    expect(open).toHaveTextContent('Open in editor');
    expect(within(lisbon).getByRole('button', { name: 'Delete Lisbon trip' })).toHaveTextContent('Delete');
    expect(screen.getByRole('button', { name: 'Show more projects' })).toBeInTheDocument();
    expect(screen.getByText('10 of 35 shown')).toBeInTheDocument();
  });

  it('a project without a preview shows a placeholder named like it', async () => {
    renderProjects({ projects: [project(1, { name: 'Snow', previewUrl: null })] });
    const snow = await card('Snow');
    expect(within(snow).getByRole('img', { name: 'Snow' }).tagName).toBe('SPAN');
    expect(total()).toHaveTextContent('1 project');
    expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
  });

  it("'Show more projects' loads 10 more at a time, in order, until there are no more", async () => {
    const fake = { projects: projects(35) };
    const { relay, user } = renderProjects(fake);
    expect(await names()).toHaveLength(10);
    expect(await showAll(user)).toBe(3);
    expect(await names()).toEqual(fake.projects.map((p) => p.name));
    const pages = relay.callsOf('SavedProjectListPaginationQuery');
    expect(pages.map((call) => call.variables)).toEqual([
      expect.objectContaining({ first: 10, after: fake.projects[9]!.id }),
      expect.objectContaining({ first: 10, after: fake.projects[19]!.id }),
      expect.objectContaining({ first: 10, after: fake.projects[29]!.id }),
    ]);
    // The button is gone with the last page: the focus goes to the first project of that page.
    expect(within(await card('Project 31')).getByRole('link', { name: 'Open Project 31 in the editor' })).toHaveFocus();
    expect(total()).toHaveTextContent('35 projects');
  });

  it('a page that cannot be loaded says so; Show more tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fake: FakeCustomer = { projects: projects(15) };
    fake.handlers = { SavedProjectListPaginationQuery: () => (fail ? new Error('down') : undefined) };
    const { user } = renderProjects(fake);
    expect(await names()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more projects' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More projects could not be loaded. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Show more projects' }));
    await waitFor(async () => expect(await names()).toHaveLength(15));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a project after confirming: it leaves the list, the total drops, nothing is loaded again', async () => {
    const fake = { projects: projects(35) };
    const { relay, user } = renderProjects(fake);
    expect(await names()).toHaveLength(10);
    await showAll(user);
    const target = await card('Project 14');
    await user.click(within(target).getByRole('button', { name: 'Delete Project 14' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Your project "Project 14" will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await list()).queryByRole('heading', { name: 'Project 14' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('34 projects');
    expect(await names()).toEqual(fake.projects.map((p) => p.name));
    expect(relay.callsOf('useDeleteProjectMutation')[0]!.variables.input).toEqual({ projectId: projects(35)[13]!.id });
    expect(relay.callsOf('SavedProjectsPageQuery')).toHaveLength(1);
    expect(relay.callsOf('SavedProjectListPaginationQuery')).toHaveLength(3);
    // The focus goes to the project now in its place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Project 15' })).toHaveFocus());
  });

  it('Cancel keeps the project and gives the focus back to its Delete', async () => {
    const { user } = renderProjects({ projects: projects(3) });
    const remove = within(await card('Project 2')).getByRole('button', { name: 'Delete Project 2' });
    await user.click(remove);
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await names()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it("a delete that fails says 'The project could not be deleted' in the dialog and removes nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (value: unknown) => void = () => {};
    const fake: FakeCustomer = { projects: projects(3) };
    fake.handlers = { useDeleteProjectMutation: () => new Promise((resolve) => (answer = resolve)) };
    const { user } = renderProjects(fake);
    await user.click(within(await card('Project 2')).getByRole('button', { name: 'Delete Project 2' }));
    const confirm = await dialog();
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    // While it is deleted nothing can be pressed twice.
    expect(within(confirm).getByRole('button', { name: 'Delete project' })).toBeDisabled();
    await act(async () => answer(new Error('upstream down')));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The project could not be deleted');
    expect(await names()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(total()).toHaveTextContent('3 projects');
    expect(within(confirm).getByRole('button', { name: 'Delete project' })).toBeEnabled();
  });

  it('a refused delete (NOT_FOUND) says so too', async () => {
    const fake: FakeCustomer = { projects: projects(2) };
    fake.handlers = {
      useDeleteProjectMutation: () => ({ deleteProject: { deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND' } } }),
    };
    const { user } = renderProjects(fake);
    await user.click(within(await card('Project 1')).getByRole('button', { name: 'Delete Project 1' }));
    const confirm = await dialog();
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The project could not be deleted');
    expect(await names()).toEqual(['Project 1', 'Project 2']);
    expect(total()).toHaveTextContent('2 projects');
  });

  it('deleting the last project shows the empty state, focused', async () => {
    const { user } = renderProjects({ projects: projects(1) });
    await user.click(within(await card('Project 1')).getByRole('button', { name: 'Delete Project 1' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Delete project' }));
    const empty = await screen.findByTestId('projects-empty');
    expect(empty).toHaveTextContent("You haven't started any projects yet");
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it("without projects says 'You haven't started any projects yet'", async () => {
    renderProjects({ projects: [] });
    expect(await screen.findByRole('heading', { name: "You haven't started any projects yet" })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved projects' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('projects-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
  });

  it.each([
    ['with projects', { projects: projects(3) }],
    ['without projects', { projects: [] }],
  ])('tells where projects of the desktop creator are (%s): not listed here, opened in the desktop creator', async (_, fake) => {
    renderProjects(fake);
    await screen.findByTestId(fake.projects.length ? 'projects-total' : 'projects-empty');
    expect(screen.getByTestId('desktop-creator-hint')).toHaveTextContent(
      'Projects you made in our desktop creator are not listed here: they are saved on your computer. Open them in the desktop creator.',
    );
  });

  it('shows the error state when the list cannot be loaded (the query fails, or the service is down)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProjects({ projects: projects(3), failing: ['SavedProjectsPageQuery'] });
    expect(await screen.findByTestId('projects-error')).toHaveTextContent(
      'Your saved projects could not be loaded. Please refresh the page or try again later.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeInTheDocument();
  });

  it('the service being down is the error state too, never an empty list', async () => {
    renderProjects({ projects: projects(3), unavailable: true });
    expect(await screen.findByTestId('projects-error')).toBeInTheDocument();
    expect(screen.queryByText("You haven't started any projects yet")).not.toBeInTheDocument();
  });
});
