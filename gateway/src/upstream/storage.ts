import type { components, paths } from '@my-account/services/contracts/storage-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable } from './refusal';

export type UploadSlot = components['schemas']['UploadSlot'];
export type StoredUpload = components['schemas']['Upload'];
/** An upload found by id: one of the account's, or one made before sign-in (found by the anonymous fallback). */
export interface FoundUpload extends StoredUpload {
  madeBeforeSignIn: boolean;
}
export interface UploadFile {
  fileName: string;
  size: number;
}

export interface StorageApi {
  /**
   * POST /uploads: one signed upload slot per file, in order; a 400 (a file too large, a bad list) is refused.
   * `language` is the upload language (the site's locale; the service falls back to en-GB).
   */
  createUploads(files: UploadFile[], language: string): Promise<Refusable<UploadSlot[], 'INVALID'>>;
  /** DELETE /uploads/{id}: true when deleted; false on 404 (not this customer's upload, or already gone). */
  deleteUpload(uploadId: string): Promise<boolean>;
  /**
   * GET /uploads/{id}?accountId={accountId}; on 404 POST /getanonymousuploads with [id], the first result (spec §7
   * Storage). One call per id (per-request loader, each id once); null when neither knows it.
   */
  findUpload(accountId: string, uploadId: string): Promise<FoundUpload | null>;
}

export function createStorageApi(ctx: UpstreamContext): StorageApi {
  const service: ServiceInfo = { name: 'storage', label: 'storage service', baseUrl: ctx.config.storageApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  const anonymousUpload = async (uploadId: string) => {
    const { data } = await callUpstream(service, ctx, { method: 'POST', path: '/getanonymousuploads' },
      () => client.POST('/getanonymousuploads', { body: [uploadId] }));
    const first = data?.[0];
    return first ? { ...first, madeBeforeSignIn: true } : null;
  };
  // Keys are `accountId/uploadId`: the account is the viewer's, the same for the whole request.
  const uploads = perKeyLoader(async (key: string): Promise<FoundUpload | null> => {
    const [accountId = '', uploadId = ''] = key.split('/');
    const { data, response } = await callUpstream(service, ctx, { method: 'GET', path: '/uploads/{uploadId}' },
      () => client.GET('/uploads/{uploadId}', { params: { path: { uploadId }, query: { accountId } } }), [404]);
    if (response.status === 404 || !data) return anonymousUpload(uploadId);
    return { ...data, madeBeforeSignIn: false };
  });
  return {
    async createUploads(files, language) {
      const { data, error, response } = await callUpstream(service, ctx, { method: 'POST', path: '/uploads' },
        () => client.POST('/uploads', { body: { files, language } }), [400]);
      if (response.status === 400) return refused('INVALID', error, 'These files cannot be uploaded.');
      if (!data) throw new Error('Storage API POST /uploads answered without a body.');
      return accepted(data.uploads);
    },
    async deleteUpload(uploadId) {
      const { response } = await callUpstream(service, ctx, { method: 'DELETE', path: '/uploads/{uploadId}' },
        () => client.DELETE('/uploads/{uploadId}', { params: { path: { uploadId } } }), [404]);
      return response.status !== 404;
    },
    findUpload: (accountId, uploadId) => uploads.load(`${accountId}/${uploadId}`),
  };
}
