import type { components, paths } from '@my-account/services/contracts/storage-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';

export type UploadSlot = components['schemas']['UploadSlot'];
export interface UploadFile {
  fileName: string;
  size: number;
}

export interface StorageApi {
  /** POST /uploads: one signed upload slot per file, in order. */
  createUploads(files: UploadFile[]): Promise<UploadSlot[]>;
  /** DELETE /uploads/{id}: true when deleted; false on 404 (not this customer's upload, or already gone). */
  deleteUpload(uploadId: string): Promise<boolean>;
}

export function createStorageApi(ctx: UpstreamContext): StorageApi {
  const service: ServiceInfo = { name: 'storage', label: 'storage service', baseUrl: ctx.config.storageApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  return {
    async createUploads(files) {
      const { data } = await callUpstream(service, ctx, { method: 'POST', path: '/uploads' },
        () => client.POST('/uploads', { body: { files } }));
      if (!data) throw new Error('Storage API POST /uploads answered without a body.');
      return data.uploads;
    },
    async deleteUpload(uploadId) {
      const { response } = await callUpstream(service, ctx, { method: 'DELETE', path: '/uploads/{uploadId}' },
        () => client.DELETE('/uploads/{uploadId}', { params: { path: { uploadId } } }), [404]);
      return response.status !== 404;
    },
  };
}
