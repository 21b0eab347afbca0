import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';

/** The storage service's upload ids: anything else asks no service and answers null. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uploadsResolvers: Resolvers = {
  PhotoLibrary: {
    // One storage call per id (GET /uploads/{id}, then POST /getanonymousuploads on 404), each id once per request.
    uploads: (_l, { ids }, ctx) => {
      const { accountId } = requireViewer(ctx);
      return Promise.all(ids.map((id) => (UPLOAD_ID.test(id) ? ctx.storage.findUpload(accountId, id.toLowerCase()) : null)));
    },
  },
};
