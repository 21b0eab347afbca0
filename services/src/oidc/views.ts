// Server-rendered pages of the identity provider: sign-in form, sign-out (auto-submitted), signed out, errors. Each in
// the brand and language of the site it serves (./look.ts).
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page, type PageLook } from './html';
import type { IdentityProvider } from './identity-providers';
import { fill } from '../i18n/catalogue';
import { textsOf } from './texts';

export interface LoginPageOptions {
  action: string;
  look: PageLook;
  email?: string;
  error?: boolean;
  /**
   * The provider the page was asked to show (`idp_hint`): its name is the heading and the form signs in through it.
   * None: the plain page of the retailer's own account.
   */
  provider?: IdentityProvider;
  /** With a provider other than the retailer's account: the page that signs in with that account instead. */
  localHref?: string;
}

export function loginPage({ action, look, email = '', error, provider, localHref }: LoginPageOptions): string {
  const t = textsOf(look.lang);
  const brand = look.brandName;
  const localName = fill(t.localAccount, { brand });
  const providerName = provider ? (provider.name ?? localName) : undefined;
  const heading = providerName ? fill(t.withProvider, { provider: providerName }) : t.title;
  const badge = provider?.name ? `<div class="provider">
  <span class="mark" style="background:${escapeHtml(provider.color ?? '#1d2430')}" aria-hidden="true">ID</span>
  <p>${escapeHtml(fill(t.providerLead, { provider: provider.name, brand }))}</p>
</div>` : '';
  const other = provider?.name && localHref
    ? `<p class="other"><a href="${escapeHtml(localHref)}">${escapeHtml(fill(t.withProvider, { provider: localName }))}</a></p>`
    : '';
  return page(heading, `<h1>${escapeHtml(heading)}</h1>
${badge}
${error ? `<p class="alert" role="alert">${escapeHtml(t.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${provider ? `<input type="hidden" name="provider" value="${escapeHtml(provider.id)}">` : ''}
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
  <button type="submit">${escapeHtml(provider?.name ? heading : t.submit)}</button>
</form>
${other}`, look);
}

export function messagePage(title: string, message: string, look: PageLook, link?: { href: string; text: string }): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`, look);
}

/** A page of the provider outside the sign-in: its look, and the site's page that leads back to My account. */
export interface ProviderPage {
  look: PageLook;
  home: string;
}

/**
 * Sign-out needs no confirmation click: the provider's form (with its xsrf token) is submitted on load; without
 * scripts, the customer presses its button.
 */
export function logoutSource(pageOf: (ctx: KoaContextWithOIDC) => ProviderPage) {
  return async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    const { look } = pageOf(ctx);
    const t = textsOf(look.lang);
    const noscript = `<noscript><p>${escapeHtml(t.signOutLead)}</p><button type="submit">${escapeHtml(t.signOut)}</button></noscript>`;
    ctx.type = 'html';
    ctx.body = page(t.signingOut, `<h1>${escapeHtml(t.signingOut)}</h1>
${form.replace('</form>', `<input type="hidden" name="logout" value="yes">${noscript}</form>`)}
<script>document.getElementById('op.logoutForm').submit()</script>`, look);
  };
}

/** Shown only when the client sent no post_logout_redirect_uri: signed out, and the way back to the product. */
export function postLogoutSuccessSource(pageOf: (ctx: KoaContextWithOIDC) => ProviderPage) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const { look, home } = pageOf(ctx);
    const t = textsOf(look.lang);
    ctx.type = 'html';
    ctx.body = messagePage(t.signedOutTitle, fill(t.signedOutText, { brand: look.brandName }), look, { href: home, text: t.back });
  };
}

/** An error of the provider: what happened in the page's language, the protocol's error code, the way back. */
export function renderError(pageOf: (ctx: KoaContextWithOIDC) => ProviderPage) {
  return async (ctx: KoaContextWithOIDC, out: { error: string }): Promise<void> => {
    const { look, home } = pageOf(ctx);
    const t = textsOf(look.lang);
    ctx.type = 'html';
    ctx.body = page(t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1>
<p>${escapeHtml(t.errorText)}</p>
<p class="code">${escapeHtml(fill(t.errorCode, { code: out.error }))}</p>
<p><a href="${escapeHtml(home)}">${escapeHtml(t.back)}</a></p>`, look);
  };
}
