import type { AlbumPhotoSort } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { requireViewer } from '../../context';
import type { AlbumSortKey, SortOrder, UpstreamAlbum } from '../../upstream/photo';
import { toPhotoModel, type PhotoModel } from './photoModels';

/** Parent of Album fields: an own album as the photo service answers it (cover inline). */
export type AlbumModel = UpstreamAlbum & { __typename: 'Album' };

/** The upstream album tagged with its type in place, not copied (as `toPhotoModel`). */
export function toAlbumModel(album: UpstreamAlbum): AlbumModel {
  const model = album as AlbumModel;
  model.__typename = 'Album';
  return model;
}

/**
 * The cover of an own album. Covers of an own non-shared album are the viewer's photos; an own shared album
 * may show another participant's photo, and the photo service does not say whose: the owner is left unknown
 * (`Photo.viewerIsOwner` then looks the photo up in the viewer's library).
 */
export function albumCover(album: UpstreamAlbum): PhotoModel | null {
  if (!album.coverPhoto) return null;
  const cover = toPhotoModel(album.coverPhoto);
  return album.isShared ? { ...cover, ownerId: null } : cover;
}

const SORT_KEYS = { CREATED: 'created', DATE_TAKEN: 'dateTaken' } as const;
const SORT_ORDERS = { ASC: 'asc', DESC: 'desc' } as const;

/** GraphQL album sort → REST sortKey/sortOrder; album and shared-album photos default to CREATED, DESC (spec §9). */
export function toAlbumSortQuery(sort: Partial<AlbumPhotoSort> | null | undefined): { sortKey: AlbumSortKey; sortOrder: SortOrder } {
  return { sortKey: SORT_KEYS[sort?.key ?? 'CREATED'], sortOrder: SORT_ORDERS[sort?.order ?? 'DESC'] };
}

/** Spec §6: the customer owns an album (or photo) when the current user id (token subject) equals its ownerId. */
export function viewerOwns(ctx: Context, ownerId: string): boolean {
  return requireViewer(ctx).accountId.toLowerCase() === ownerId.toLowerCase();
}
