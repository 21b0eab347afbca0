// Gallery entries: a READY online photo book listed in a brand's public gallery (one entry per widget and sales
// channel) under 1-3 categories of a fixed list. Stored as category codes in display order.
import type { components } from '../../contracts/__generated__/widget-api';
import type { Db } from '../db';
import { UNKNOWN_CHANNEL_MESSAGE } from '../mail/channels';

export type GalleryCategory = components['schemas']['GalleryCategory'];
export type GalleryEntry = components['schemas']['GalleryEntry'];
type FieldError = { field: string; message: string };

export const GALLERY_CATEGORIES: readonly GalleryCategory[] = [
  { code: 'travel', name: 'Travel' }, { code: 'family', name: 'Family' }, { code: 'wedding', name: 'Wedding' },
  { code: 'holiday', name: 'Holiday' }, { code: 'baby', name: 'Baby' }, { code: 'nature', name: 'Nature' },
  { code: 'city', name: 'City' }, { code: 'celebration', name: 'Celebration' },
];

export const MAX_CATEGORIES = 3;
export const GALLERY_MESSAGES = {
  none: 'Please choose at least one category',
  tooMany: `Please choose at most ${MAX_CATEGORIES} categories`,
  unknown: 'Unknown category',
  channel: UNKNOWN_CHANNEL_MESSAGE,
} as const;

/** The chosen category codes (deduplicated, in display order), or the field error. */
export function parseCategories(value: unknown): { codes: string[] } | { error: FieldError } {
  const error = (message: string) => ({ error: { field: 'categories', message } });
  if (!Array.isArray(value) || value.length === 0) return error(GALLERY_MESSAGES.none);
  if (value.some((v) => !GALLERY_CATEGORIES.some((c) => c.code === v))) return error(GALLERY_MESSAGES.unknown);
  const codes = GALLERY_CATEGORIES.map((c) => c.code).filter((code) => value.includes(code));
  if (codes.length > MAX_CATEGORIES) return error(GALLERY_MESSAGES.tooMany);
  return { codes };
}

type EntryRow = { product_code: string; channel: string; categories: string[]; created_at: Date; updated_at: Date };

export function entryJson(row: EntryRow): GalleryEntry {
  return {
    id: row.product_code, widgetId: row.product_code, channel: row.channel,
    categories: GALLERY_CATEGORIES.filter((c) => row.categories.includes(c.code)).map((c) => ({ ...c })),
    createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
  };
}

export async function findEntry(db: Db, code: string, channel: string) {
  return db.selectFrom('gallery_entries').selectAll().where('product_code', '=', code).where('channel', '=', channel).executeTakeFirst();
}

/** Inserts the entry; undefined when the widget already has one on that channel. */
export async function createEntry(db: Db, code: string, channel: string, codes: string[]) {
  return db.insertInto('gallery_entries').values({ product_code: code, channel, categories: JSON.stringify(codes), updated_at: new Date() })
    .onConflict((oc) => oc.columns(['product_code', 'channel']).doNothing()).returningAll().executeTakeFirst();
}

export async function updateEntry(db: Db, code: string, channel: string, codes: string[]) {
  return db.updateTable('gallery_entries').set({ categories: JSON.stringify(codes), updated_at: new Date() })
    .where('product_code', '=', code).where('channel', '=', channel).returningAll().executeTakeFirst();
}

export async function deleteEntry(db: Db, code: string, channel: string) {
  return db.deleteFrom('gallery_entries').where('product_code', '=', code).where('channel', '=', channel).returning('product_code').executeTakeFirst();
}
