import type { paths } from '@my-account/services/contracts/temp-selection-api';
import { badUserInput } from '../errors';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';
import { accepted, refused, type Refusable } from './refusal';

/** Most photo ids one temporary selection holds (POST /temp-selections). */
export const TEMP_SELECTION_MAX_PHOTOS = 500;

/** POST /temp-selections: the selection id, or the photo ids the service refused (not in the customer's library). */
export type TempSelectionResult = Refusable<{ tempSelectionId: string }, 'NOT_FOUND', { failed: string[] }>;

export interface TempSelectionApi {
  /** POST /temp-selections: stores the customer's photo ids (1-500); a 400 naming foreign photos is a result. */
  create(photoIds: string[]): Promise<TempSelectionResult>;
  /** GET /temp-selections/{id}: the photo ids, in the order chosen; null when unknown or expired (404). */
  get(tempSelectionId: string): Promise<string[] | null>;
}

export function createTempSelectionApi(ctx: UpstreamContext): TempSelectionApi {
  const service: ServiceInfo = { name: 'tempSelection', label: 'selection service', baseUrl: ctx.config.tempSelectionApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  return {
    async create(photoIds) {
      const { data, error, response } = await callUpstream(service, ctx, { method: 'POST', path: '/temp-selections' },
        () => client.POST('/temp-selections', { body: { photoIds } }), [400]);
      if (response.status === 400) {
        if (error?.failed?.length) return { ...refused('NOT_FOUND', error, 'Some photos are not in the library.'), failed: error.failed };
        throw badUserInput(`The ${service.label} refused the request: ${error?.message ?? 'no reason'}`);
      }
      if (!data) throw new Error('Temp selection API POST /temp-selections answered without a body.');
      return accepted({ tempSelectionId: data.tempSelectionId });
    },
    async get(tempSelectionId) {
      const { data, response } = await callUpstream(service, ctx, { method: 'GET', path: '/temp-selections/{id}' },
        () => client.GET('/temp-selections/{tempSelectionId}', { params: { path: { tempSelectionId } } }), [404]);
      if (response.status === 404) return null;
      if (!data) throw new Error('Temp selection API GET /temp-selections/{id} answered without a body.');
      return data.photoIds;
    },
  };
}
