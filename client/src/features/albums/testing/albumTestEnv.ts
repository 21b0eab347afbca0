// Test-only: the albums screens answered from a fake account.
import { act, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import type { AppConfig } from '../../../config/config';
import { albumNode, type FakeAlbum } from '../../../test/factories/album';
import { pagesOf } from '../../../test/factories/connection';
import { photoNode } from '../../../test/factories/photo';
import { PHOTO_LIBRARY_ID, viewerNode } from '../../../test/factories/viewer';
import type { Handler, Overrides } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

export interface FakeAccount extends Overrides {
  /** Own albums, newest first. */
  albums?: FakeAlbum[];
  /** Albums shared with the customer. */
  sharedAlbums?: FakeAlbum[];
  /** null: the shared albums service is unavailable. */
  readAlbumsCount?: number | null;
  /** Photo ids of the album being viewed (its photos connection). */
  photoIds?: string[];
  /** More fields of a photo of it (e.g. its `printReadiness`; GOOD at 10 × 15 cm unless given). */
  photo?: (id: string) => Record<string, unknown>;
}

const GOOD_PRINT = { level: 'GOOD', dpi: 320, printWidthMm: 152, printHeightMm: 102 };

const sharedAlbumNode = (a: FakeAlbum) => ({ ...albumNode(a), __typename: 'SharedAlbum' });

/** Resolvers answering every albums query from the fake account (connections honour `first` / `after`). */
function accountResolvers(account: FakeAccount): MockResolvers {
  const albums = account.albums ?? [];
  const shared = account.sharedAlbums ?? [];
  const photoIds = account.photoIds ?? [];
  const readAlbumsCount = account.readAlbumsCount === undefined ? shared.length : account.readAlbumsCount;
  return {
    Viewer: () => viewerNode(),
    PhotoLibrary: () => ({
      id: PHOTO_LIBRARY_ID,
      photosCount: 100,
      albumsCount: albums.length,
      status: 'ACTIVE',
      months: [],
      sharedAlbumsSummary: readAlbumsCount === null ? null : { readAlbumsCount, grantedAlbumsCount: 0 },
    }),
    AlbumConnection: pagesOf(albums, albumNode),
    SharedAlbumConnection: pagesOf(shared, sharedAlbumNode),
    PhotoConnection: pagesOf(photoIds, (id) => photoNode(id, { printReadiness: GOOD_PRINT, ...account.photo?.(id) })),
  };
}

/** A node(id:) answer for an album id of the account (null when unknown). */
function nodeHandler(account: FakeAccount): Handler {
  return (variables, _operation, generate) => {
    const id = (variables.id ?? variables.albumId) as string;
    const own = account.albums?.find((a) => a.id === id);
    const shared = account.sharedAlbums?.find((a) => a.id === id);
    if (!own && !shared) return generate({ Query: () => ({ node: null }) });
    const node = () => (own ? albumNode(own) : sharedAlbumNode(shared!));
    return generate({ Node: node, [own ? 'Album' : 'SharedAlbum']: node });
  };
}

const ALBUM_QUERIES = ['AlbumPageQuery', 'AlbumPagePhotosQuery', 'AlbumPreviewNavigatorPhotosQuery', 'AlbumPhotosPaginationQuery'];

/** Renders the app at `path` with the fake account (the timeline flag on, and the features of `config`). */
export function renderAlbums(path: string, account: FakeAccount, { features, ...config }: Partial<AppConfig> = {}) {
  return renderApp(path, {
    world: { resolvers: accountResolvers(account), handlers: Object.fromEntries(ALBUM_QUERIES.map((name) => [name, nodeHandler(account)])) },
    handlers: account.handlers,
    failing: account.failing,
    config: { features: { PhotoManagementTimelineViewEnabled: true, ...features }, ...config },
  });
}

/** A fake IntersectionObserver: `reveal()` tells every observer that its element came near the viewport. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeIntersectionObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Elements observed now that are in the document. */
    observedCount: () => [...observers].reduce((n, { elements }) => n + elements.filter((e) => e.isConnected).length, 0),
    reveal() {
      for (const { callback, elements } of [...observers]) {
        callback(
          elements.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

/**
 * Reveals the load-more sentinel once an observer watches it: on a busy machine the grid's effect that starts
 * observing may not have run yet when the first cards are on screen, and a reveal before it would be lost.
 */
export async function revealWhenObserved(io: ReturnType<typeof installIntersectionObserver>) {
  await waitFor(() => expect(io.observedCount()).toBeGreaterThan(0));
  act(() => io.reveal());
}
