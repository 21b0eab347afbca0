// The support chat service as msw handlers over one state: each account's messages (oldest first), pages backwards by
// limit/before, new messages (the service's 400 and 429 refusals on demand) and messages by id. Every call is recorded;
// only the token owner's conversation is answered (another customer's message id is a 404), as the real service does.
import { http, HttpResponse } from 'msw';
import type { UpstreamChatMessage } from '../src/upstream/supportChat';
import { ownerOf, refusal } from './fakeOrderService';

export const SUPPORT_CHAT_API = 'http://support-chat.test/support-chat-api';
export const CONVERSATION_IDS: Record<string, string> = {
  'acc-emma': '0c6f7e0a-5d7b-4c1e-9a3f-1b2c3d4e5f60',
  'acc-mia': '0c6f7e0a-5d7b-4c1e-9a3f-1b2c3d4e5f61',
};

export function createFakeSupportChatService() {
  const state = {
    messages: [] as (UpstreamChatMessage & { owner: string })[],
    down: false,
    /** The next POST is refused with this status (400 or 429) and message. */
    refuse: null as { status: number; code: string; message: string } | null,
    calls: [] as string[],
  };
  let nextId = 1;
  const add = (owner: string, author: 'CUSTOMER' | 'AGENT', text: string) => {
    const message = {
      owner, id: String(nextId++), conversationId: CONVERSATION_IDS[owner]!, author, text,
      createdAt: new Date(Date.UTC(2026, 2, 1, 10, nextId)).toISOString(),
    };
    state.messages.push(message);
    return message;
  };
  const reset = () => {
    state.messages = [];
    state.down = false;
    state.refuse = null;
    state.calls = [];
    nextId = 1;
    for (let n = 0; n < 7; n += 1) add('acc-emma', n % 2 ? 'AGENT' : 'CUSTOMER', `Emma ${n}`);
    add('acc-mia', 'CUSTOMER', 'Mia 0');
  };
  reset();
  const json = ({ owner: _owner, ...message }: UpstreamChatMessage & { owner: string }) => message;
  const seen = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname.replace(/^\/support-chat-api/, '')}${url.search}`);
    return { url, owner: ownerOf(request) };
  };

  const handlers = [
    http.get(`${SUPPORT_CHAT_API}/conversation`, ({ request }) => {
      const { url, owner } = seen(request);
      if (state.down) return refusal(500, 'secret-database-detail at db.internal:5432');
      if (!owner || !CONVERSATION_IDS[owner]) return refusal(401, 'No token');
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const before = url.searchParams.get('before');
      const older = state.messages.filter((m) => m.owner === owner && (before === null || Number(m.id) < Number(before)));
      return HttpResponse.json({
        id: CONVERSATION_IDS[owner], createdAt: '2026-03-01T09:00:00.000Z', messages: older.slice(-limit).map(json), hasEarlier: older.length > limit,
      });
    }),
    http.get(`${SUPPORT_CHAT_API}/conversation/messages/:id`, ({ request, params }) => {
      const { owner } = seen(request);
      const message = state.messages.find((m) => m.owner === owner && m.id === params.id);
      return message ? HttpResponse.json(json(message)) : refusal(404, 'No such message.', { code: 'NOT_FOUND' });
    }),
    http.post(`${SUPPORT_CHAT_API}/conversation/messages`, async ({ request }) => {
      const { owner } = seen(request);
      if (state.down) return refusal(500, 'boom');
      if (!owner || !CONVERSATION_IDS[owner]) return refusal(401, 'No token');
      if (state.refuse) return refusal(state.refuse.status, state.refuse.message, { code: state.refuse.code });
      const { text } = (await request.json()) as { text: string };
      return HttpResponse.json(json(add(owner, 'CUSTOMER', text.trim())), { status: 201 });
    }),
  ];
  return { state, handlers, reset, add };
}
