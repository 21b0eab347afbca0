import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerWorld } from '../../../test/factories/customer';
import { renderApp } from '../../../test/renderApp';
import { payload } from '../../../test/relay';

describe('/settings/personal-details — Change personal details', () => {
  it('saves the names: pending, then "Your details have been saved."; the settings show the new name', async () => {
    const fake = customer();
    const { user, relay, router, retype } = renderApp('/settings/personal-details', {
      world: customerWorld(fake),
      handlers: {
        useUpdatePersonalDetailsMutation: payload('UpdatePersonalDetailsPayload', (variables) => {
          Object.assign(fake, variables.input);
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Ava');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Wright');
    await retype(first, ' Avery ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(relay.callsOf('useUpdatePersonalDetailsMutation')[0]!.variables.input).toEqual({ firstName: 'Avery', lastName: 'Wright' });
    await router.navigate('/settings');
    expect(await screen.findByTestId('settings-name')).toHaveTextContent('Avery Wright');
  });

  it('an empty field is asked for; a refused field shows the service message on it', async () => {
    const fake = customer();
    const { user, relay } = renderApp('/settings/personal-details', {
      world: customerWorld(fake),
      handlers: {
        useUpdatePersonalDetailsMutation: payload('UpdatePersonalDetailsPayload', {
          viewer: null,
          error: { reason: 'INVALID_INPUT', field: 'lastName', message: 'Last name must be valid' },
          fieldErrors: [{ field: 'lastName', message: 'Last name must be valid' }],
        }),
      },
    });
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field')).toBeInTheDocument();
    expect(relay.callsOf('useUpdatePersonalDetailsMutation')).toHaveLength(0);
    await user.type(last, 'W<r>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last name must be valid')).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'An error occurred loading your settings' when the customer service is down", async () => {
    renderApp('/settings/personal-details', { world: customerWorld(customer({ unavailable: true })) });
    expect(await screen.findByText('An error occurred loading your settings')).toBeInTheDocument();
  });
});
