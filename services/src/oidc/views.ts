// Server-rendered pages of the identity provider: sign-in form, sign-out (auto-submitted), errors. Each in the brand
// and language of the site it serves (./look.ts).
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

/** Sign-out needs no confirmation click: the provider's form (with its xsrf token) is submitted on load. */
export function logoutSource(look: () => PageLook) {
  return async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    ctx.type = 'html';
    ctx.body = page('Signing out', `<h1>Signing out…</h1>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<script>document.getElementById('op.logoutForm').submit()</script>`, look());
  };
}

/** Shown only when the client sent no post_logout_redirect_uri: go back to the product. */
export function postLogoutSuccessSource(productOrigin: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.status = 303;
    ctx.redirect(`${productOrigin}/`);
  };
}

export function renderError(look: (ctx: KoaContextWithOIDC) => PageLook) {
  return async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> => {
    const pageLook = look(ctx);
    ctx.type = 'html';
    ctx.body = messagePage(textsOf(pageLook.lang).errorTitle, out.error_description ?? out.error, pageLook);
  };
}
