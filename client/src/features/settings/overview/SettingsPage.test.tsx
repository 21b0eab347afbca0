import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerWorld } from '../../../test/factories/customer';
import { renderApp } from '../../../test/renderApp';
import { deferred, payload } from '../../../test/relay';

describe('/settings — My settings', () => {
  it('shows a card per section with its links', async () => {
    renderApp('/settings', { world: customerWorld(customer()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    expect(personal).toHaveTextContent('Ava Wright');
    expect(within(personal).getByRole('link', { name: 'Change personal details' })).toHaveAttribute('href', '/settings/personal-details');
    const email = screen.getByRole('region', { name: 'E-mail address' });
    expect(email).toHaveTextContent('ava@example.com');
    expect(within(email).getByRole('link', { name: 'Change email address' })).toHaveAttribute('href', '/settings/email');
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(delivery).getByTestId('settings-default-address')).toHaveTextContent('Keizersgracht 101');
    expect(within(delivery).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/address/QWRkcmVzczo1');
    expect(within(delivery).getByRole('link', { name: 'All addresses' })).toHaveAttribute('href', '/settings/addresses/all');
    expect(within(delivery).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/settings/new-address');
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(payment).toHaveTextContent('iDEAL');
    expect(within(payment).getByRole('link', { name: 'Change your payment method' })).toHaveAttribute('href', '/settings/payment-method');
    expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it("says 'An error occurred loading your settings' when the customer service is down or the query fails", async () => {
    const down = renderApp('/settings', { world: customerWorld(customer({ unavailable: true })) });
    expect(await screen.findByText('An error occurred loading your settings')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal details' })).not.toBeInTheDocument();
    down.unmount();
    renderApp('/settings', { world: customerWorld(customer()), failing: ['SettingsPageQuery'] });
    expect(await screen.findByText('An error occurred loading your settings')).toBeInTheDocument();
  });

  it('saves the cookie consent: pending while in progress, then a status message', async () => {
    const fake = customer();
    const saving = deferred();
    const { user, relay } = renderApp('/settings', {
      world: customerWorld(fake),
      handlers: {
        useUpdateCookieConsentMutation: (variables, operation, generate) => {
          fake.cookieConsent = variables.input as typeof fake.cookieConsent;
          return saving.handler(variables, operation, generate);
        },
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Marketing cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(relay.callsOf('useUpdateCookieConsentMutation')[0]!.variables.input).toEqual({ analytics: true, marketing: true });
    saving.resolve(payload('UpdateCookieConsentPayload', { error: null }));
    expect(await screen.findByText('Your cookie settings have been saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
  });

  it('a cookie consent that could not be saved says so (alert)', async () => {
    const { user } = renderApp('/settings', { world: customerWorld(customer()), failing: ['useUpdateCookieConsentMutation'] });
    await user.click(await screen.findByRole('button', { name: 'Save cookie settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cookie settings could not be saved. Please try again.');
  });

  it('delete my account: a confirmation modal, then the e-mail is sent (or too many requests is said in the modal)', async () => {
    const fake = customer();
    let reason: string | null = 'TOO_MANY_REQUESTS';
    const { user, relay } = renderApp('/settings', {
      world: customerWorld(fake),
      handlers: {
        useRequestAccountDeletionMutation: payload('RequestAccountDeletionPayload', () => ({
          expiresAt: reason ? null : '2026-11-27T12:00:00Z',
          error: reason ? { reason, field: null, message: 'Too many' } : null,
        })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(modal).toHaveTextContent('We will send a confirmation link to ava@example.com.');
    await user.click(within(modal).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await within(modal).findByText('You have requested too many changes. Please try again later.')).toBeInTheDocument();
    expect(relay.callsOf('useRequestAccountDeletionMutation')[0]!.variables.input).toEqual({ channel: 'photoprint-gb' });

    reason = null;
    await user.click(within(modal).getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(
      await screen.findByText('Check your inbox: open the link we sent to ava@example.com to delete your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
