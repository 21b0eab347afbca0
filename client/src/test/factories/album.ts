// Albums as the gateway answers them.

export interface FakeAlbum {
  id: string;
  name: string;
  photosCount: number;
  created: string;
  isShared?: boolean;
  sharedAlbumId?: string;
}

export const album = (n: number, extra: Partial<FakeAlbum> = {}): FakeAlbum => ({
  id: `album-${n}`,
  name: `Album ${n}`,
  photosCount: n % 5,
  created: '2024-03-05T10:00:00Z',
  ...extra,
});

/** An own album (its cover is its first photo, none when it is empty). */
export const albumNode = (a: FakeAlbum) => ({
  __typename: 'Album',
  id: a.id,
  name: a.name,
  photosCount: a.photosCount,
  created: a.created,
  updated: a.created,
  isShared: a.isShared ?? false,
  viewerIsOwner: true,
  sharedAlbum: a.sharedAlbumId ? { __typename: 'SharedAlbum', id: a.sharedAlbumId } : null,
  coverPhoto: a.photosCount > 0 ? { __typename: 'Photo', id: `${a.id}-cover`, thumbnail: { url: `https://img.test/${a.id}/cover.jpg` } } : null,
});
