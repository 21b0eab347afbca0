// Server-rendered pages of the identity provider: sign-in form, sign-out (auto-submitted), errors.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page } from './html';

export const LOGIN_TITLE = 'Sign in to your account';
export const LOGIN_ERROR = 'The e-mail address or password is incorrect.';

export function loginPage({ action, email = '', error }: { action: string; email?: string; error?: string }): string {
  return page(LOGIN_TITLE, `<h1>${escapeHtml(LOGIN_TITLE)}</h1>
${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`);
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`);
}

/** Sign-out needs no confirmation click: the provider's form (with its xsrf token) is submitted on load. */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signing out', `<h1>Signing out…</h1>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<script>document.getElementById('op.logoutForm').submit()</script>`);
}

/** Shown only when the client sent no post_logout_redirect_uri: go back to the product. */
export function postLogoutSuccessSource(productOrigin: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.status = 303;
    ctx.redirect(`${productOrigin}/`);
  };
}

export async function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('Something went wrong', out.error_description ?? out.error);
}
