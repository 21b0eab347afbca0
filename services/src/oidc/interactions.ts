// Interaction routes (mounted at <issuer path>/interaction): the sign-in form and its POST. The page is the site's
// (brand, language: ./look.ts) and shows the identity provider the request hints at (`idp_hint`), if it is one of
// ./identity-providers.ts; a sign-in through a provider records it (`acr`), and the tokens name it (`idp_type`).
import express, { type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { LOCALES, siteLocale, type Locale, type Site } from '@my-account/brands';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db';
import { acrOf, identityProvider, LOCAL_PROVIDER, type IdentityProvider } from './identity-providers';
import { lookOf, lookOfParams } from './look';
import { impliedGrant } from './provider';
import { textsOf } from './texts';
import { loginPage, messagePage } from './views';

/** A login_hint longer than an e-mail address can be is not shown. */
const MAX_LOGIN_HINT = 320;

export function interactionRouter({ provider, db, basePath, productOrigin, resource, site }: {
  provider: Provider; db: Db; basePath: string; productOrigin: string; resource: string;
  /** The site an interaction without a known redirect_uri is shown for (the issuer's own site, or the default). */
  site: Site;
}) {
  const router = express.Router();
  const html = (res: Response, status: number, body: string) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
  const action = (uid: string) => `${basePath}/interaction/${encodeURIComponent(uid)}/login`;
  const localHref = (uid: string) => `${basePath}/interaction/${encodeURIComponent(uid)}?provider=local`;

  /** The provider a page shows: the hinted one, unless the customer chose the retailer's own account instead. */
  const shownProvider = (params: Record<string, unknown>, choice: unknown): IdentityProvider | undefined =>
    (choice === LOCAL_PROVIDER.id ? undefined : identityProvider(params.idp_hint));

  router.get('/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' && details.params.login_hint.length <= MAX_LOGIN_HINT
        ? details.params.login_hint : '';
      return html(res, 200, loginPage({
        action: action(details.uid), look: lookOfParams(details.params, site), email: hint,
        provider: shownProvider(details.params, req.query.provider), localHref: localHref(details.uid),
      }));
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
    const through = identityProvider(req.body?.provider) ?? LOCAL_PROVIDER;
    const email = String(req.body?.email ?? '').trim().toLowerCase().slice(0, MAX_LOGIN_HINT);
    const password = String(req.body?.password ?? '');
    const customer = email && !email.includes('\0')
      ? await db.selectFrom('customers').select(['id', 'password_hash', 'amr']).where('email', '=', email).executeTakeFirst()
      : undefined;
    const ok = (await verifyPassword(password, customer?.password_hash)) && !!customer
      && (through === LOCAL_PROVIDER || !!(await db.selectFrom('customer_identities').select('idp_sub')
        .where('idp_type', '=', through.id).where('customer_id', '=', customer.id).executeTakeFirst()));
    if (!customer || !ok) {
      return html(res, 401, loginPage({
        action: action(details.uid), look: lookOfParams(details.params, site), email, error: true,
        provider: identityProvider(req.body?.provider), localHref: localHref(details.uid),
      }));
    }
    await provider.interactionFinished(
      req, res,
      { login: { accountId: customer.id, amr: [customer.amr], acr: acrOf(through) } },
      { mergeWithLastSubmission: false },
    );
  });

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof errors.SessionNotFound || err instanceof errors.InvalidRequest) {
      // No interaction to read the site's wishes from: the browser's languages, else the issuer's site's.
      const locale = (req.acceptsLanguages(...LOCALES) || siteLocale(site)) as Locale;
      const t = textsOf(locale);
      return html(res, 400, messagePage(t.expiredTitle, t.expiredText, lookOf(site, locale), { href: `${productOrigin}/`, text: t.back }));
    }
    next(err);
  });
  return router;
}
