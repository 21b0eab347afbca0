import type { Connection } from '../../relay/connection';
import type { UpstreamPhoto } from '../../upstream/photo';

/**
 * Parent of Photo fields: the upstream photo as the photo service answers it, plus its owner for
 * `viewerIsOwner`: absent for photos of the viewer's own library (the photo service answers only those),
 * the upstream `ownerId` for shared-album photos, and null when unknown (the cover of an own shared album).
 */
export type PhotoModel = UpstreamPhoto & { __typename: 'Photo'; ownerId?: string | null };

/** A photo connection; `totalCount` is loaded only when asked for (no extra REST call otherwise). */
export type PhotoConnectionModel = Omit<Connection<PhotoModel>, 'totalCount'> & {
  loadTotalCount: () => Promise<number | null>;
};

/**
 * The upstream photo as the parent of Photo fields: tagged with its type in place, not copied (the object is the
 * request's own, parsed from the service's answer; copying every photo of a page cost more than resolving it).
 */
export function toPhotoModel(photo: UpstreamPhoto & { ownerId?: string | null }): PhotoModel {
  const model = photo as PhotoModel;
  model.__typename = 'Photo';
  return model;
}
