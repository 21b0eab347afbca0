import { graphql } from 'react-relay';
import { fetchQuery, type Environment } from 'relay-runtime';
import type {
  AlbumPreviewNavigatorPhotosQuery,
  AlbumPreviewNavigatorPhotosQuery$data,
} from '../../../__generated__/AlbumPreviewNavigatorPhotosQuery.graphql';
import type { PhotoFile } from '../../downloads/single/saveFile';
import { preloadPreviewImage, type PreviewListNavigator } from '../../photos/preview/PhotoPreview';
import { PREVIEW_PAGE_SIZE } from '../../photos/preview/PreviewNavigator';
import type { AlbumSort } from '../album/albumSort';

// Album and SharedAlbum have no common interface for `photos`: the same page is asked for on each.
const photosQuery = graphql`
  query AlbumPreviewNavigatorPhotosQuery($albumId: ID!, $first: Int!, $after: String, $sort: AlbumPhotoSort) {
    node(id: $albumId) {
      __typename
      ... on Album {
        photos(first: $first, after: $after, sort: $sort) {
          edges {
            node {
              id
              localFileName
              untouchedUrl
              ...PhotoPreview_photo
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
      ... on SharedAlbum {
        photos(first: $first, after: $after, sort: $sort) {
          edges {
            node {
              id
              localFileName
              untouchedUrl
              ...PhotoPreview_photo
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

type Node = NonNullable<AlbumPreviewNavigatorPhotosQuery$data['node']>;
type Page = NonNullable<Extract<Node, { photos: unknown }>['photos']>;
/** A photo of the album as the preview shows it (its `PhotoPreview_photo` data is inline: it outlives the fetch). */
export type AlbumPreviewPhoto = Page['edges'][number]['node'];

/**
 * Moves through the photos of an album or a shared album one at a time, in the album's sort order, fetching its
 * photos a page (100) at a time and only as far as needed. Shared albums' photos of other owners cannot be fetched
 * by id, so the photos shown come from these pages.
 */
export class AlbumPreviewNavigator implements PreviewListNavigator {
  private photos: AlbumPreviewPhoto[] = [];
  private cursor: string | null = null;
  private complete = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly environment: Environment,
    readonly albumId: string,
    readonly sort: AlbumSort,
  ) {}

  /** A loaded photo. */
  photo(photoId: string): AlbumPreviewPhoto | undefined {
    return this.photos.find((p) => p.id === photoId);
  }

  /** The original of a loaded photo, to download it (another owner's photo cannot be looked up by id). */
  originalFile(photoId: string): PhotoFile | undefined {
    const photo = this.photo(photoId);
    return photo ? { url: photo.untouchedUrl, fileName: photo.localFileName } : undefined;
  }

  /** Warms a loaded photo's preview image up (a neighbour, before the customer moves to it). */
  prefetch = (photoId: string): void => {
    const photo = this.photo(photoId);
    if (photo) preloadPreviewImage(photo);
  };

  private index(photoId: string): number {
    return this.photos.findIndex((p) => p.id === photoId);
  }

  /** Loads the next page; false when the album is complete. */
  private async loadMore(): Promise<boolean> {
    if (this.complete) return false;
    this.loading ??= fetchQuery<AlbumPreviewNavigatorPhotosQuery>(this.environment, photosQuery, {
      albumId: this.albumId,
      first: PREVIEW_PAGE_SIZE,
      after: this.cursor,
      sort: { key: this.sort.key, order: this.sort.order },
    })
      .toPromise()
      .then((data) => {
        const page = data?.node && 'photos' in data.node ? data.node.photos : null;
        if (!page) {
          this.complete = true;
          return;
        }
        const { cursor } = this;
        const known = this.photos.length;
        for (const edge of page.edges) if (this.index(edge.node.id) < 0) this.photos.push(edge.node);
        this.cursor = page.pageInfo.endCursor ?? null;
        // A page that brings nothing new (no new photo, the same cursor) ends the album: no asking forever.
        this.complete = !page.pageInfo.hasNextPage || !this.cursor || this.cursor === cursor || this.photos.length === known;
      })
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
    return true;
  }

  /** The photo's position; loads pages until found. Null when it is not in the album. */
  async locate(photoId: string): Promise<{ index: number } | null> {
    while (this.index(photoId) < 0) if (!(await this.loadMore())) return null;
    return { index: this.index(photoId) };
  }

  async next(photoId: string): Promise<string | null> {
    const at = await this.locate(photoId);
    if (!at) return null;
    while (at.index + 1 >= this.photos.length) if (!(await this.loadMore())) break;
    return this.photos[at.index + 1]?.id ?? null;
  }

  async previous(photoId: string): Promise<string | null> {
    const at = await this.locate(photoId);
    return at && at.index > 0 ? this.photos[at.index - 1]!.id : null;
  }

  remove(photoId: string): void {
    const at = this.index(photoId);
    if (at >= 0) this.photos.splice(at, 1);
  }
}
