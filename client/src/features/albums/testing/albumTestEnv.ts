// Test-only: the albums screens against a real Relay environment whose answers come from a fake account.
import { act, waitFor } from '@testing-library/react';
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import type { AppConfig } from '../../../config/config';
import { PHOTO_LIBRARY_ID } from '../../../test/factories/viewer';
import { mockData, type Handler } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

export interface FakeAlbum {
  id: string;
  name: string;
  photosCount: number;
  created: string;
  isShared?: boolean;
  sharedAlbumId?: string;
}

export interface FakeAccount {
  /** Own albums, newest first. */
  albums?: FakeAlbum[];
  /** Albums shared with the customer. */
  sharedAlbums?: FakeAlbum[];
  /** null: the shared albums service is unavailable. */
  readAlbumsCount?: number | null;
  /** Photo ids of the album being viewed (its photos connection). */
  photoIds?: string[];
  /** Operation names that fail. */
  failing?: string[];
  /** Extra handlers by operation name (mutations). */
  handlers?: Record<string, Handler>;
}

export const album = (n: number, extra: Partial<FakeAlbum> = {}): FakeAlbum => ({
  id: `album-${n}`,
  name: `Album ${n}`,
  photosCount: n % 5,
  created: '2024-03-05T10:00:00Z',
  ...extra,
});

type ConnectionContext = { args?: Record<string, unknown> | null };

function page<T>(items: readonly T[], vars: Record<string, unknown>) {
  const start = vars.after ? Number(vars.after) : 0;
  const end = Math.min(items.length, start + Number(vars.first ?? 10));
  return {
    items: items.slice(start, end).map((item, i) => ({ item, cursor: String(start + i + 1) })),
    pageInfo: { hasNextPage: end < items.length, endCursor: String(end), hasPreviousPage: false, startCursor: String(start) },
  };
}

const albumNode = (a: FakeAlbum) => ({
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

const photoNode = (id: string) => ({
  __typename: 'Photo',
  id,
  localFileName: `${id}.jpg`,
  dateTaken: '2024-06-01T10:00:00Z',
  url: `https://img.test/${id}/full.jpg`,
  untouchedUrl: `https://img.test/${id}/original.jpg`,
  thumbnail: { url: `https://img.test/${id}/thumb.jpg`, width: 1300, height: 975 },
});

/** Resolvers answering every albums query from the fake account (connections honour `first` / `after`). */
export function accountResolvers(account: FakeAccount): MockResolvers {
  const albums = account.albums ?? [];
  const shared = account.sharedAlbums ?? [];
  const photoIds = account.photoIds ?? [];
  const readAlbumsCount = account.readAlbumsCount === undefined ? shared.length : account.readAlbumsCount;
  return {
    Viewer: () => ({ id: 'Vmlld2VyOjE', accountDeleted: false, isBusiness: false, businessAccountStatus: null }),
    PhotoLibrary: () => ({
      id: PHOTO_LIBRARY_ID,
      photosCount: 100,
      albumsCount: albums.length,
      status: 'ACTIVE',
      months: [],
      sharedAlbumsSummary: readAlbumsCount === null ? null : { readAlbumsCount, grantedAlbumsCount: 0 },
    }),
    AlbumConnection: (ctx) => {
      const args = (ctx as ConnectionContext).args ?? {};
      const p = page(albums, args);
      return { edges: p.items.map(({ item, cursor }) => ({ cursor, node: albumNode(item) })), pageInfo: p.pageInfo };
    },
    SharedAlbumConnection: (ctx) => {
      const args = (ctx as ConnectionContext).args ?? {};
      const p = page(shared, args);
      return {
        edges: p.items.map(({ item, cursor }) => ({
          cursor,
          node: { ...albumNode(item), __typename: 'SharedAlbum' },
        })),
        pageInfo: p.pageInfo,
      };
    },
    PhotoConnection: (ctx) => {
      const args = (ctx as ConnectionContext).args ?? {};
      const p = page(photoIds, args);
      return {
        edges: p.items.map(({ item, cursor }) => ({ cursor, node: photoNode(item) })),
        pageInfo: p.pageInfo,
        totalCount: photoIds.length,
      };
    },
  };
}

/** A node(id:) answer for an album id of the account (null when unknown). */
function nodeHandler(account: FakeAccount): Handler {
  return (variables: Variables, operation: OperationDescriptor) => {
    const all = [...(account.albums ?? []), ...(account.sharedAlbums ?? [])];
    const id = (variables.id ?? variables.albumId) as string;
    const found = all.find((a) => a.id === id);
    const resolvers = accountResolvers(account);
    if (!found) return mockData(operation, { ...resolvers, Query: () => ({ node: null }) });
    const typename = (account.sharedAlbums ?? []).includes(found) ? 'SharedAlbum' : 'Album';
    const node = () => ({ ...albumNode(found), __typename: typename });
    return mockData(operation, { ...resolvers, Node: node, [typename]: node });
  };
}

/** Renders the app at `path` with the fake account; returns the router, the recorded calls and a user. */
export function renderAlbums(path: string, account: FakeAccount, config: Partial<AppConfig> = {}) {
  const failing = account.failing ?? [];
  const byNode = nodeHandler(account);
  const handlers: Record<string, Handler> = {};
  for (const name of ['AlbumPageQuery', 'AlbumPagePhotosQuery', 'AlbumPreviewNavigatorPhotosQuery', 'AlbumPhotosPaginationQuery']) {
    handlers[name] = byNode;
  }
  Object.assign(handlers, account.handlers ?? {});
  for (const name of failing) handlers[name] = () => new Error(`${name} failed`);
  return renderApp(path, {
    world: { resolvers: accountResolvers(account), handlers },
    config: { features: { PhotoManagementTimelineViewEnabled: true, ...config.features }, ...withoutFeatures(config) },
  });
}

function withoutFeatures(config: Partial<AppConfig>): Partial<AppConfig> {
  const { features: _features, ...rest } = config;
  return rest;
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

export { mockData };
