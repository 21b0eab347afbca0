// Saved projects of an account: a page (most recently edited first, ties by id), their JSON (project-api.yaml), the
// project behind a signed URL, and the delete (its preview asset goes too when nothing else uses it).
import { sql } from 'kysely';
import type { components } from '../../contracts/__generated__/project-api';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import { collectAssets } from '../library/gc';
import { editorUrl, previewUrl, type ProjectUrlDeps } from './urls';

export type Project = components['schemas']['Project'];
export type ProjectDeps = ProjectUrlDeps & { db: Db; blobs: BlobStore };

const columns = ['id', 'account_id', 'name', 'product_name', 'article_type', 'preview_hash', 'last_edited_at', 'created_at'] as const;
type ProjectRow = Awaited<ReturnType<typeof pageQuery>>[number];

function pageQuery(db: Db, accountId: string, skip: number, limit: number) {
  return db.selectFrom('projects').select(columns).where('account_id', '=', accountId)
    .orderBy('last_edited_at', 'desc').orderBy('id', 'desc').offset(skip).limit(limit).execute();
}

export function projectJson(deps: ProjectUrlDeps, row: ProjectRow): Project {
  return {
    id: row.id, name: row.name, productName: row.product_name, articleType: row.article_type,
    lastEditedAt: row.last_edited_at.toISOString(), createdAt: row.created_at.toISOString(),
    previewUrl: row.preview_hash ? previewUrl(deps, row.account_id, row.id) : null,
    editorUrl: editorUrl(deps, row.account_id, row.id),
  };
}

export async function projectPage(deps: ProjectDeps, accountId: string, skip: number, limit: number) {
  const [rows, total] = await Promise.all([
    pageQuery(deps.db, accountId, skip, limit),
    deps.db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
  ]);
  return { projects: rows.map((r) => projectJson(deps, r)), totalProjectCount: Number(total.n) };
}

/** The project behind a signed URL (no token): any live account's; its owner checks the signature. */
export function signedProject(db: Db, id: string) {
  return db.selectFrom('projects').innerJoin('customers', 'customers.id', 'projects.account_id')
    .select(columns.map((c) => `projects.${c}` as const)).where('projects.id', '=', id)
    .where('customers.account_deleted', '=', false).executeTakeFirst();
}

/** Deletes the account's project; false when it is unknown or another customer's. */
export async function deleteProject({ db, blobs }: Pick<ProjectDeps, 'db' | 'blobs'>, accountId: string, id: string): Promise<boolean> {
  const gone = await db.deleteFrom('projects').where('id', '=', id).where('account_id', '=', accountId)
    .returning('preview_hash').executeTakeFirst();
  if (!gone) return false;
  await collectAssets(db, blobs, [gone.preview_hash]);
  return true;
}
