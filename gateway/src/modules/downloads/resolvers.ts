import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { toGlobalId } from '../../relay/globalId';
import { registerNodeType } from '../node/registry';
import { bridgeDownloadEvents, type DownloadEvent } from './downloadEvents';
import { httpUrlOrNull, toDownloadModel } from './mappers';
import { createDownload } from './mutations/createDownload';
import { createSharedAlbumDownload } from './mutations/createSharedAlbumDownload';

// node(id:) resolves a download for its owner only (the service answers 404 for anyone else → null).
registerNodeType('Download', async (localId, ctx) => {
  requireViewer(ctx);
  const download = await ctx.download.download(localId);
  return download ? toDownloadModel(download) : null;
});

export const downloadsResolvers: Resolvers = {
  Viewer: {
    // Nullable: a download service failure nulls only this field (with the error).
    downloads: async (_v, _a, ctx) => (await ctx.download.list()).map(toDownloadModel),
  },
  Download: {
    id: (d) => toGlobalId('Download', d.id),
    name: (d) => d.name ?? null,
    fileName: (d) => d.fileName,
    status: (d) => d.status,
    photosCount: (d) => d.photosCount,
    progress: (d) => ({ done: d.done, total: d.photosCount }),
    createdAt: (d) => d.createdAt,
    finishedAt: (d) => d.finishedAt ?? null,
    // One call per finished download asked for (no batch endpoint upstream); withheld unless http(s) (spec §5).
    url: async (d, _a, ctx) => (d.status === 'FINISHED' ? httpUrlOrNull(await ctx.download.url(d.id)) : null),
  },
  DownloadEvent: {
    id: (e) => e.id,
    type: (e) => e.type,
    downloadId: (e) => toGlobalId('Download', e.downloadId),
    timestamp: (e) => e.timestamp,
    done: (e) => e.done,
    total: (e) => e.total,
    // Uncached: a subscription's context lives as long as the subscription, the download changes with each event.
    download: async (e, _a, ctx) => {
      const download = await ctx.download.fetchDownload(e.downloadId);
      return download ? toDownloadModel(download) : null;
    },
  },
  Mutation: { createDownload, createSharedAlbumDownload },
  Subscription: {
    downloadEvents: {
      subscribe: (_root, _args, ctx) => bridgeDownloadEvents(ctx),
      resolve: (event: DownloadEvent) => {
        if (event instanceof Error) throw event;
        return event;
      },
    },
  },
};
