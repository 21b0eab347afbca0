import type { components, paths } from '@my-account/services/contracts/storage-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';
import { accepted, refused, type Refusable } from './refusal';

export type UploadSlot = components['schemas']['UploadSlot'];
export interface UploadFile {
  fileName: string;
  size: number;
}

export interface StorageApi {
  /** POST /uploads: one signed upload slot per file, in order; a 400 (a file too large, a bad list) is refused. */
  createUploads(files: UploadFile[]): Promise<Refusable<UploadSlot[], 'INVALID'>>;
  /** DELETE /uploads/{id}: true when deleted; false on 404 (not this customer's upload, or already gone). */
  deleteUpload(uploadId: string): Promise<boolean>;
}

export function createStorageApi(ctx: UpstreamContext): StorageApi {
  const service: ServiceInfo = { name: 'storage', label: 'storage service', baseUrl: ctx.config.storageApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  return {
    async createUploads(files) {
      const { data, error, response } = await callUpstream(service, ctx, { method: 'POST', path: '/uploads' },
        () => client.POST('/uploads', { body: { files } }), [400]);
      if (response.status === 400) return refused('INVALID', error, 'These files cannot be uploaded.');
      if (!data) throw new Error('Storage API POST /uploads answered without a body.');
      return accepted(data.uploads);
    },
    async deleteUpload(uploadId) {
      const { response } = await callUpstream(service, ctx, { method: 'DELETE', path: '/uploads/{uploadId}' },
        () => client.DELETE('/uploads/{uploadId}', { params: { path: { uploadId } } }), [404]);
      return response.status !== 404;
    },
  };
}
