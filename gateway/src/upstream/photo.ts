import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/photo-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';

export type UserSummary = components['schemas']['UserSummary'];

export interface PhotoApi {
  /** GET /users (photo and album counts), once per request. */
  userSummary(): Promise<UserSummary>;
  /** GET /users without the per-request cache (used by polling subscriptions). */
  fetchUserSummary(): Promise<UserSummary>;
}

export function createPhotoApi(ctx: UpstreamContext): PhotoApi {
  const service: ServiceInfo = { name: 'photo', label: 'photo service', baseUrl: ctx.config.photoApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  const fetchUserSummary = async (): Promise<UserSummary> => {
    const { data } = await callUpstream(service, ctx, { method: 'GET', path: '/users' },
      (init) => client.GET('/users', init));
    if (!data) throw new Error('Photo API GET /users answered without a body.');
    return data;
  };
  const summary = new DataLoader<'me', UserSummary>(async (keys) => {
    const data = await fetchUserSummary();
    return keys.map(() => data);
  });
  return { userSummary: () => summary.load('me'), fetchUserSummary };
}
