// Support chat service (contracts/support-chat-api.yaml), mounted at /support-chat-api behind the bearer (a deleted
// account is a 404 there): the token owner's conversation, a new message of theirs (text 1-2,000 characters, rate
// limited, bodies over 16 kB refused with 413) and one of their messages by id. Nobody else's conversation is ever
// reachable: every query is keyed on the token's account. The live connection is push/socket.ts (app.ts).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  checkText, conversationPage, messageOf, parseMessageId, sendCustomerMessage,
  type ConversationJson, type MessageJson, type SupportChatDeps,
} from '../../support-chat/conversations';
import { jsonBody, type ErrorBody } from '../limits';
import { intParam } from '../order/params';

/** Body limit of a new message: 2,000 characters of up to 4 bytes in JSON, with room to spare. */
export const MESSAGE_BODY_LIMIT = '16kb';

export function supportChatRoutes(deps: SupportChatDeps, bearer: RequestHandler): Router {
  const router = Router();
  router.use(bearer);

  router.get('/conversation', async (req: Request, res: Response<ConversationJson | ErrorBody>) => {
    const limit = intParam(req.query.limit, 'limit', 50, 1, 100);
    if ('error' in limit) return void res.status(400).json(limit.error);
    const before = req.query.before === undefined ? null : parseMessageId(req.query.before);
    if (before === null && req.query.before !== undefined) {
      return void res.status(400).json({ code: 'INVALID_QUERY', message: 'before must be a message id.' });
    }
    res.json(await conversationPage(deps.db, req.accountId!, limit.value, before));
  });

  router.post('/conversation/messages', jsonBody(MESSAGE_BODY_LIMIT), async (req: Request, res: Response<MessageJson | ErrorBody>) => {
    const checked = checkText((req.body as { text?: unknown } | undefined)?.text);
    if ('refusal' in checked) return void res.status(checked.refusal.status).json({ code: checked.refusal.code, message: checked.refusal.message });
    const sent = await sendCustomerMessage(deps, req.accountId!, checked.text);
    if ('refusal' in sent) return void res.status(sent.refusal.status).json({ code: sent.refusal.code, message: sent.refusal.message });
    res.status(201).json(sent.message);
  });

  router.get('/conversation/messages/:messageId', async (req: Request, res: Response<MessageJson | ErrorBody>) => {
    const id = parseMessageId(req.params.messageId);
    const message = id === null ? null : await messageOf(deps.db, req.accountId!, id);
    if (!message) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such message.' });
    res.json(message);
  });

  return router;
}
