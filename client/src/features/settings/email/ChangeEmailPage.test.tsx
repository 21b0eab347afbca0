import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerWorld } from '../../../test/factories/customer';
import { renderApp } from '../../../test/renderApp';
import { payload } from '../../../test/relay';

const fake = customer();
const answering = (reason: string | null) =>
  payload('RequestEmailChangePayload', {
    email: reason ? null : 'ava.new@example.com',
    expiresAt: reason ? null : '2026-11-27T12:00:00Z',
    error: reason ? { reason, field: reason === 'EMAIL_IN_USE' ? 'email' : null, message: 'x' } : null,
    fieldErrors: [],
  });

describe('/settings/email — Change email address', () => {
  it('shows the current address; an invalid address is refused on the field without a request', async () => {
    const { user, relay } = renderApp('/settings/email', { world: customerWorld(fake) });
    expect(await screen.findByTestId('current-email')).toHaveTextContent('ava@example.com');
    expect(screen.getByRole('link', { name: 'Back to my Settings' })).toHaveAttribute('href', '/settings');
    await user.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New e-mail address' })).toHaveAttribute('aria-invalid', 'true');
    expect(relay.callsOf('useRequestEmailChangeMutation')).toHaveLength(0);
  });

  it('an address in use is said on the field (409); too many requests above the form (429)', async () => {
    let reason = 'EMAIL_IN_USE';
    const { user } = renderApp('/settings/email', {
      world: customerWorld(fake),
      handlers: { useRequestEmailChangeMutation: (...call) => answering(reason)(...call) },
    });
    const field = await screen.findByRole('textbox', { name: 'New e-mail address' });
    await user.type(field, 'emma@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByText('This e-mail address is already in use.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    reason = 'TOO_MANY_REQUESTS';
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have requested too many changes. Please try again later.');
    expect(screen.queryByText('This e-mail address is already in use.')).not.toBeInTheDocument();
  });

  it('sends the link (with the brand channel), says so, and forgets it once the page is left', async () => {
    const { user, relay, router } = renderApp('/settings/email', {
      world: customerWorld(fake),
      handlers: { useRequestEmailChangeMutation: answering(null) },
    });
    await user.type(await screen.findByRole('textbox', { name: 'New e-mail address' }), 'ava.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to ava.new@example.com. Open it to finish the change.',
    );
    expect(relay.callsOf('useRequestEmailChangeMutation')[0]!.variables.input).toEqual({
      email: 'ava.new@example.com',
      channel: 'photoprint-gb',
    });
    await user.click(screen.getByRole('link', { name: 'Back to my Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    await router.navigate('/settings/email');
    expect(await screen.findByRole('textbox', { name: 'New e-mail address' })).toHaveValue('');
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });
});
