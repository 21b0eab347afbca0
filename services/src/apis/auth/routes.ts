// Auth service (contracts/auth-api.yaml), mounted at /auth-api: e-mail changes and account deletion of an identity
// (`idp_type`/`idp_sub` of the sign-in token). The requests need a bearer token of that very identity (any other →
// 403) of a live account; the confirmations need none — the token in the e-mailed link is the capability.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Identity } from '../../auth/bearer';
import { confirmAccountDeletion, requestAccountDeletion } from '../../account/deletion';
import type { AccountDeps, Answer } from '../../account/deps';
import { confirmEmailChange, requestEmailChange } from '../../account/email-change';
import { sameIdentity } from '../../account/tokens';
import { jsonBody } from '../limits';

const BASE = '/v2/identities/:idpType/:idpSub';

const pathIdentity = (req: Request): Identity => ({ idpType: String(req.params.idpType), idpSub: String(req.params.idpSub) });

function send<T>(res: Response, answer: Answer<T>, status: number, body: (value: T) => object | undefined) {
  if ('refusal' in answer) {
    const { status: refused, ...error } = answer.refusal;
    if (refused === 429) res.set('Retry-After', '3600');
    return void res.status(refused).json(error);
  }
  const json = body(answer.value);
  if (json) res.status(status).json(json);
  else res.status(status).end();
}

export function authRoutes(deps: AccountDeps, bearer: RequestHandler): Router {
  const router = Router();
  router.use(jsonBody());

  /** The bearer's identity must be the path's. */
  const ownIdentity: RequestHandler = (req, res, next) => {
    if (!sameIdentity(req.identity, pathIdentity(req))) {
      return void res.status(403).json({ code: 'FORBIDDEN', message: 'This identity is not the signed-in one.' });
    }
    next();
  };

  router.post(`${BASE}/emailchanges`, bearer, ownIdentity, async (req, res) => {
    send(res, await requestEmailChange(deps, pathIdentity(req), req.accountId!, req.body), 202, (v) => v);
  });
  router.post(`${BASE}/emailchanges/:token/actions/confirm`, async (req, res) => {
    send(res, await confirmEmailChange(deps, pathIdentity(req), String(req.params.token)), 200, (v) => v);
  });
  router.post(`${BASE}/deleteaccount`, bearer, ownIdentity, async (req, res) => {
    send(res, await requestAccountDeletion(deps, pathIdentity(req), req.accountId!, req.body), 202, (v) => v);
  });
  router.post(`${BASE}/deleteaccount/:token/actions/confirm`, async (req, res) => {
    send(res, await confirmAccountDeletion(deps, pathIdentity(req), String(req.params.token)), 204, () => undefined);
  });

  return router;
}
