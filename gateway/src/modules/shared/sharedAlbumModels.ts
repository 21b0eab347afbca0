import type { UpstreamAlbum } from '../../upstream/photo';
import type { Participants, UpstreamSharedAlbum } from '../../upstream/sharedAlbums';
import { albumCover } from './albumModels';
import { toPhotoModel, type PhotoModel } from './photoModels';

/**
 * Parent of SharedAlbum fields. Built from the shared albums service's answer (owner and participants inline)
 * or, for an own shared album, from the photo service's album (people then loaded, batched per request, from
 * GET /shared-albums/{id}/participants when asked for).
 */
export interface SharedAlbumModel {
  __typename: 'SharedAlbum';
  albumId: string;
  albumName: string;
  photosCount: number;
  created: string;
  updated: string;
  ownerId: string;
  coverPhoto: PhotoModel | null;
  people?: Participants;
}

type AlbumFields = Pick<UpstreamAlbum, 'albumId' | 'albumName' | 'photosCount' | 'created' | 'updated' | 'ownerId'>;

const sharedAlbumModel = (a: AlbumFields, coverPhoto: PhotoModel | null, people?: Participants): SharedAlbumModel => ({
  __typename: 'SharedAlbum', albumId: a.albumId, albumName: a.albumName, photosCount: a.photosCount,
  created: a.created, updated: a.updated, ownerId: a.ownerId, coverPhoto, ...(people ? { people } : {}),
});

/** From the shared albums service: cover with its owner, people inline. */
export const fromSharedAlbum = (album: UpstreamSharedAlbum): SharedAlbumModel => sharedAlbumModel(album,
  album.coverPhoto ? toPhotoModel(album.coverPhoto) : null, { owner: album.owner, participants: album.participants });

/** The `SharedAlbum` view of an own album whose `isShared` is true (no REST call). */
export const fromOwnSharedAlbum = (album: UpstreamAlbum): SharedAlbumModel => sharedAlbumModel(album, albumCover(album));
