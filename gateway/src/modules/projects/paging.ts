import type { Context } from '../../context';
import { badUserInput } from '../../errors';
import { decodeCursor, encodeCursor, offsetConnection, validatePageSize, type Connection, type ForwardArgs } from '../../relay/connection';
import { MAX_PROJECT_SKIP, type UpstreamProject } from '../../upstream/project';
import { toSavedProjectModel, type SavedProjectModel } from './mappers';

/** The most projects one page may ask for (the screen asks for 10, spec §9). */
export const MAX_PROJECTS_PAGE = 50;
/**
 * How many projects before a cursor the next page looks back over: that many may be deleted (or added) before it
 * since it was handed out and the page still continues right after the cursor's project.
 */
export const REANCHOR_WINDOW = 10;

/** Where a page continues: the offset of the last project already loaded, which project it was and when it was edited. */
export interface ProjectCursor {
  offset: number;
  id: string;
  editedAt: number;
}

const LIST = 'projects';

/** Opaque: the list, the offset, the project's lastEditedAt in ms and its id (`encodeCursor`). */
export const encodeProjectCursor = (offset: number, project: UpstreamProject) =>
  encodeCursor(LIST, offset, Date.parse(project.lastEditedAt) || 0, project.id);

/** The cursor behind `after`; anything that is not one of ours is BAD_USER_INPUT, before any call. */
export function decodeProjectCursor(after: string): ProjectCursor {
  const [offset, editedAt, id] = decodeCursor(after, LIST, 3);
  if (!/^\d{1,6}$/.test(offset!) || Number(offset) > MAX_PROJECT_SKIP || !/^\d{1,15}$/.test(editedAt!) || id!.length > 40) {
    throw badUserInput('`after` is not a cursor of the saved projects.');
  }
  return { offset: Number(offset), editedAt: Number(editedAt), id: id! };
}

/** `first` (1-50) and `after`, checked before anything is read. */
export function projectPageArgs(args: ForwardArgs) {
  return { first: validatePageSize(args.first, MAX_PROJECTS_PAGE), cursor: args.after ? decodeProjectCursor(args.after) : null };
}

/** The service's window holding the page after `cursor`: from up to 10 projects before it, it and `first` (+ 10) after it. */
export function windowAfter(cursor: ProjectCursor, first: number) {
  return { skip: Math.max(0, cursor.offset - REANCHOR_WINDOW), limit: first + REANCHOR_WINDOW + 1 };
}

/**
 * True when `project` comes after the cursor's project in the service's list (most recently edited first). One edited
 * at the very same moment counts as after it, whichever way the service breaks the tie: at worst it is shown again
 * (Relay keeps one edge per node), never skipped.
 */
const sortsAfter = (project: UpstreamProject, cursor: ProjectCursor) => Date.parse(project.lastEditedAt) <= cursor.editedAt;

/**
 * Where in `window` (read from `skip`) the page after `cursor` starts: right after the cursor's project; when that
 * project is gone (deleted, or edited and moved to the top), at the first project that sorted after it; when the
 * window holds none of those, at the cursor's offset + 1.
 */
export function pageStart(window: readonly UpstreamProject[], skip: number, cursor: ProjectCursor): number {
  const found = window.findIndex((project) => project.id === cursor.id);
  if (found >= 0) return found + 1;
  const next = window.findIndex((project) => sortsAfter(project, cursor));
  return next >= 0 ? next : Math.min(window.length, Math.max(0, cursor.offset + 1 - skip));
}

export type SavedProjectConnectionModel = Connection<SavedProjectModel> & { totalCount: number };

/** The page of `first` projects from `window[start]`; `hasNextPage` from the service's count. */
export function projectConnection(window: readonly UpstreamProject[], skip: number, start: number, first: number, total: number): SavedProjectConnectionModel {
  return offsetConnection(window.slice(start, start + first), { offset: skip + start, total, list: LIST, cursor: (project, offset) => encodeProjectCursor(offset, project) },
    toSavedProjectModel);
}

/**
 * One page of the viewer's saved projects for ONE call of the service: the first page is `skip=0&limit=first`, a
 * later one the window around its cursor (see `windowAfter`, `pageStart`), so deletes before the cursor skip nothing.
 */
export async function projectPage(ctx: Context, accountId: string, { first, cursor }: ReturnType<typeof projectPageArgs>) {
  if (!cursor) {
    const page = await ctx.project.projects(accountId, 0, first);
    return projectConnection(page.projects, 0, 0, first, page.totalProjectCount);
  }
  const { skip, limit } = windowAfter(cursor, first);
  const page = await ctx.project.projects(accountId, skip, limit);
  return projectConnection(page.projects, skip, pageStart(page.projects, skip, cursor), first, page.totalProjectCount);
}
