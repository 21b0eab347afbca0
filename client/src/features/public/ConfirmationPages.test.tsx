import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, type TestRelay } from '../../test/relay';
import { renderApp as renderAppWith, type RenderAppOptions } from '../../test/renderApp';

const MUTATIONS = ['useConfirmEmailChangeMutation', 'useConfirmAccountDeletionMutation', 'useConfirmSubscriptionMutation'];
const answers = new WeakMap<TestRelay, ReturnType<typeof deferred>>();

/** The app, whose confirmation mutations wait for the test's answer. */
function renderApp(path: string, options: RenderAppOptions = {}) {
  const answer = deferred();
  const app = renderAppWith(path, { ...options, handlers: Object.fromEntries(MUTATIONS.map((name) => [name, answer.handler])) });
  answers.set(app.relay, answer);
  return app;
}

/** The operations the page sent (name and input). */
const sent = (relay: TestRelay) => relay.calls.map(({ name, variables }) => ({ name, input: variables.input }));

const resolve = (relay: TestRelay, data: Record<string, unknown>) => act(async () => answers.get(relay)!.resolve(data));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the e-mail change link', () => {
  it('confirms its token once (StrictMode), then signs out to the e-mail-changed page', async () => {
    const { relay, userManager } = renderApp('/change-email-confirmation?confirmation-token=local.c1.s3cret', { strict: true });
    await heading('Confirming your new email address');
    expect(screen.getByRole('progressbar', { name: 'Confirming…' })).toBeInTheDocument();
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    expect(sent(relay)).toEqual([{ name: 'useConfirmEmailChangeMutation', input: { token: 'local.c1.s3cret' } }]);
    await resolve(relay, { confirmEmailChange: { email: 'new@example.com', error: null } });
    await waitFor(() =>
      expect(userManager.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-token',
        post_logout_redirect_uri: `${window.location.origin}/change-email-success`,
      }),
    );
    expect(userManager.removeUser).toHaveBeenCalled();
    expect(sent(relay)).toHaveLength(1);
  });

  it('a refused token replaces the page by the error page (Try again: change the e-mail again)', async () => {
    const { relay, router, userManager } = renderApp('/change-email-confirmation?confirmation-token=used&stripped=true');
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    await resolve(relay, { confirmEmailChange: { email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } } });
    await heading("Your email wasn't changed");
    expect(router.state.location.pathname).toBe('/change-email-error');
    expect(router.state.location.search).toBe('?stripped=true'); // the link's token is not carried
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Something went wrong with the email change. Could you please try again?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `${window.location.origin}/settings/email?stripped=true`);
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', 'https://www.photoprint.example/help/contact');
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
  });

  it('a failed request (network) also ends at the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { relay, router } = renderApp('/change-email-confirmation?confirmation-token=t');
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    await act(async () => answers.get(relay)!.reject(new Error('Failed to fetch')));
    await heading("Your email wasn't changed");
    expect(router.state.location.pathname).toBe('/change-email-error');
  });

  it('a link without a token goes to the error page without asking', async () => {
    const { relay } = renderApp('/change-email-confirmation');
    await heading("Your email wasn't changed");
    expect(sent(relay)).toEqual([]);
  });
});

describe('the account deletion link', () => {
  it('confirms, then signs out to the account-deleted page', async () => {
    const { relay, userManager } = renderApp('/delete-account-confirmation?confirmation-token=local.c9.x', { strict: true });
    await heading('Deleting your account');
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    expect(sent(relay)[0]).toEqual({ name: 'useConfirmAccountDeletionMutation', input: { token: 'local.c9.x' } });
    await resolve(relay, { confirmAccountDeletion: { deleted: true, error: null } });
    await waitFor(() =>
      expect(userManager.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-token',
        post_logout_redirect_uri: `${window.location.origin}/account-deleted`,
      }),
    );
  });

  it('a refused token shows the deletion error page (Try again: the settings)', async () => {
    const { relay, router } = renderApp('/delete-account-confirmation?confirmation-token=other');
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    await resolve(relay, { confirmAccountDeletion: { deleted: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } } });
    await heading("Your account couldn't be deleted");
    expect(router.state.location.pathname).toBe('/delete-account-error');
    expect(screen.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `${window.location.origin}/settings`);
  });
});

describe('the newsletter double opt-in link', () => {
  const link = '/subscription-confirmation?confirmation-token=abc&email=emma%40example.com';

  it('confirms e-mail and token once, then shows the success page with Continue', async () => {
    const { relay, router, userManager } = renderApp(link, { strict: true });
    await heading('Confirming your subscription');
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    expect(sent(relay)[0]).toEqual({
      name: 'useConfirmSubscriptionMutation',
      input: { email: 'emma@example.com', token: 'abc' },
    });
    await resolve(relay, { confirmSubscription: { subscribed: true, error: null } });
    await heading('Success! Your e-mail address has been successfully subscribed');
    expect(router.state.location.pathname).toBe('/subscription-confirmation-success');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Thank you! From now on you will receive the PhotoPrint newsletter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'https://www.photoprint.example/');
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
    expect(sent(relay)).toHaveLength(1);
  });

  it('a refused token shows "Your subscription failed"; Try again confirms the same link once more', async () => {
    const { relay, router } = renderApp(link);
    await waitFor(() => expect(sent(relay)).toHaveLength(1));
    await resolve(relay, { confirmSubscription: { subscribed: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } } });
    await heading('Your subscription failed');
    expect(router.state.location.pathname).toBe('/subscription-confirmation-error');
    expect(screen.getByText('Something went wrong with the subscription. Could you please try again?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', link);
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toBeInTheDocument();
  });

  it('a link without its e-mail fails at once; Try again then leads to the shop', async () => {
    const { relay } = renderApp('/subscription-confirmation?confirmation-token=abc');
    await heading('Your subscription failed');
    expect(sent(relay)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', 'https://www.photoprint.example/');
  });
});
