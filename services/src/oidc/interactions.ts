// Interaction routes (mounted at <issuer path>/interaction): the sign-in form and its POST.
import express, { type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db';
import { impliedGrant } from './provider';
import { LOGIN_ERROR, loginPage, messagePage } from './views';

export function interactionRouter({ provider, db, basePath, productOrigin, resource }: {
  provider: Provider; db: Db; basePath: string; productOrigin: string; resource: string;
}) {
  const router = express.Router();
  const html = (res: Response, status: number, body: string) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
  const action = (uid: string) => `${basePath}/interaction/${encodeURIComponent(uid)}/login`;

  router.get('/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return html(res, 200, loginPage({ action: action(details.uid), email: hint }));
    }
    // Consent: implied for this first-party client (normally loadExistingGrant already answered it).
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = await impliedGrant(provider, {
      existing, accountId: details.session!.accountId, clientId: String(details.params.client_id), resource,
    });
    await provider.interactionFinished(req, res, { consent: { grantId: grant.jti } }, { mergeWithLastSubmission: true });
  });

  router.post('/:uid/login', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid || details.prompt.name !== 'login') {
      throw new errors.SessionNotFound('interaction mismatch');
    }
    const email = String(req.body?.email ?? '').trim().toLowerCase();
    const password = String(req.body?.password ?? '');
    const customer = email
      ? await db.selectFrom('customers').select(['id', 'password_hash', 'amr']).where('email', '=', email).executeTakeFirst()
      : undefined;
    const ok = await verifyPassword(password, customer?.password_hash);
    if (!customer || !ok) {
      return html(res, 401, loginPage({ action: action(details.uid), email, error: LOGIN_ERROR }));
    }
    await provider.interactionFinished(
      req, res,
      { login: { accountId: customer.id, amr: [customer.amr] } },
      { mergeWithLastSubmission: false },
    );
  });

  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (err instanceof errors.SessionNotFound || err instanceof errors.InvalidRequest) {
      return html(res, 400, messagePage(
        'Your sign-in has expired',
        'The sign-in page was open for too long or was already used. Please start again.',
        { href: `${productOrigin}/`, text: 'Back to My account' },
      ));
    }
    next(err);
  });
  return router;
}
