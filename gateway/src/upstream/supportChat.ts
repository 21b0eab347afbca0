import type { components, paths } from '@my-account/services/contracts/support-chat-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable, type Refused } from './refusal';

export type UpstreamChatMessage = components['schemas']['Message'];
export type UpstreamConversation = components['schemas']['Conversation'];

/** A message id as the service writes it: a positive int4 as text. */
export const isChatMessageId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

/** Why the service did not store a message: 400 INVALID_TEXT or 429 TOO_MANY_MESSAGES, with its words. */
/** A message the service refused: INVALID (400, the text) or TOO_MANY_REQUESTS (429), in the service's words. */
export type SendResult = Refusable<UpstreamChatMessage, 'INVALID' | 'TOO_MANY_REQUESTS'>;

export interface SupportChatApi {
  /** GET /conversation?limit&before: the latest `limit` messages (before a message id), oldest first; once per request. */
  conversation(limit: number, before: string | null): Promise<UpstreamConversation>;
  /** GET /conversation/messages/{id}: one of the customer's messages; null when unknown or another customer's (404). */
  message(id: string): Promise<UpstreamChatMessage | null>;
  /** POST /conversation/messages {text}: the stored message, or the service's refusal (400, 429). */
  send(text: string): Promise<SendResult>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

const refusalOf = (status: number, error: unknown): Refused<'INVALID' | 'TOO_MANY_REQUESTS'> | null => {
  const body = error as { message?: unknown } | undefined;
  if ((status !== 400 && status !== 429) || typeof body?.message !== 'string' || body.message.length > 300) return null;
  return refused(status === 429 ? 'TOO_MANY_REQUESTS' : 'INVALID', { message: body.message }, body.message);
};

/**
 * The support chat service. It answers only the token owner's conversation (every call is keyed on the token), so
 * another customer's message id is a 404.
 */
export function createSupportChatApi(ctx: UpstreamContext): SupportChatApi {
  const service: ServiceInfo = { name: 'supportChat', label: 'support chat service', baseUrl: ctx.config.supportChatApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Support chat API');
  const pages = perKeyLoader(async (key: string): Promise<UpstreamConversation> => {
    const [limit, before] = JSON.parse(key) as [number, string | null];
    const query = before === null ? { limit } : { limit, before };
    const { data } = await call('GET', '/conversation', () => client.GET('/conversation', { params: { query } }));
    return body(data, 'GET /conversation');
  });

  return {
    conversation: (limit, before) => pages.load(JSON.stringify([limit, before])),
    async message(id) {
      if (!isChatMessageId(id)) return null;
      const path = '/conversation/messages/{messageId}';
      const { data, response } = await call('GET', path, () => client.GET(path, { params: { path: { messageId: id } } }), [404]);
      return response.status === 404 ? null : body(data, `GET ${path}`);
    },
    async send(text) {
      const path = '/conversation/messages';
      const { data, error, response } = await call('POST', path, () => client.POST(path, { body: { text } }), [400, 429]);
      pages.clearAll();
      if (response.ok) return accepted(body(data, `POST ${path}`));
      const refusal = refusalOf(response.status, error);
      if (!refusal) throw new Error(`Support chat API POST ${path} answered ${response.status} without a refusal.`);
      return refusal;
    },
    clearCaches: () => void pages.clearAll(),
  };
}
