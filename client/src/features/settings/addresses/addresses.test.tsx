import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, type FakeAddress } from '../../../test/factories/address';
import { customer, customerWorld } from '../../../test/factories/customer';
import { renderApp } from '../../../test/renderApp';
import { payload } from '../../../test/relay';

const items = () => screen.findAllByTestId('address-book-item');

describe('the address book (/settings/addresses/all, new-address, address/:id)', () => {
  it('lists every address, the default first and marked, each with Edit and Delete', async () => {
    renderApp('/settings/addresses/all', { world: customerWorld(customer()) });
    const [first, second] = await items();
    expect(first).toHaveTextContent('Keizersgracht 101');
    expect(first).toHaveTextContent('Default delivery address');
    expect(second).toHaveTextContent('3511 AB Utrecht');
    expect(second).not.toHaveTextContent('Default delivery address');
    expect(within(second!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/address/QWRkcmVzczo2');
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/settings/new-address');
    expect(screen.getByRole('link', { name: 'Back to my Settings' })).toBeInTheDocument();
  });

  it('deletes an address after its confirmation', async () => {
    const fake = customer();
    const { user, relay } = renderApp('/settings/addresses/all', {
      world: customerWorld(fake),
      handlers: {
        useDeleteAddressMutation: payload('DeleteAddressPayload', (variables) => {
          const id = (variables.input as { addressId: string }).addressId;
          fake.addresses = fake.addresses.filter((a) => a.id !== id);
          return { deletedAddressId: id, error: null };
        }),
      },
    });
    const [, second] = await items();
    await user.click(within(second!).getByRole('button', { name: 'Delete' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address has been deleted.')).toBeInTheDocument();
    expect(await items()).toHaveLength(1);
    expect(relay.callsOf('useDeleteAddressMutation')[0]!.variables.input).toEqual({ addressId: 'QWRkcmVzczo2' });
  });

  it('adds an address: refused fields show the service messages on them; once valid, back to the list', async () => {
    const fake = customer();
    const sent: Array<Record<string, unknown>> = [];
    const { user, router, retype } = renderApp('/settings/new-address', {
      world: customerWorld(fake),
      handlers: {
        useAddAddressMutation: payload('AddAddressPayload', (variables) => {
          const input = variables.input as { address: Omit<FakeAddress, 'id' | 'isDefault'>; isDefault: boolean };
          sent.push(input);
          if (input.address.postalCode === '12') {
            return {
              addressEdge: null,
              error: { reason: 'INVALID_INPUT', field: null, message: 'x' },
              fieldErrors: [
                { field: 'postalCode', message: 'Postal Code must be valid' },
                { field: 'phone', message: 'Phone number must be valid' },
              ],
            };
          }
          if (input.isDefault) for (const a of fake.addresses) a.isDefault = false;
          fake.addresses.push({ ...address(3), ...input.address, isDefault: input.isDefault });
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'New address' });
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    expect(within(form).getByRole('checkbox', { name: 'Use as my default delivery address' })).not.toBeChecked();
    const fill = (label: string, value: string) => retype(within(form).getByRole('textbox', { name: label }), value);
    await fill('First name', 'Ava');
    await fill('Last name', 'Wright');
    await fill('Street name', 'Oudegracht');
    await fill('House number', '7');
    await fill('Postal code', '12');
    await fill('City', 'Utrecht');
    await fill('Phone number (optional)', '123');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Postal Code must be valid')).toBeInTheDocument();
    expect(within(form).getByText('Phone number must be valid')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('settings-address')).toHaveAttribute('data-request-state', 'Failed');

    await fill('Postal code', '3511 AB');
    expect(within(form).queryByText('Postal Code must be valid')).not.toBeInTheDocument();
    await fill('Phone number (optional)', '+31 30 123 4567');
    await user.click(within(form).getByRole('checkbox', { name: 'Use as my default delivery address' }));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your new address has been saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/addresses/all');
    expect(sent[1]).toEqual({
      address: expect.objectContaining({ postalCode: '3511 AB', phone: '+31 30 123 4567', company: null, countryCode: 'NL' }),
      isDefault: true,
    });
    const [first, second] = await items();
    expect(first).toHaveTextContent('Oudegracht 7');
    expect(first).toHaveTextContent('Default delivery address');
    expect(second).not.toHaveTextContent('Default delivery address');
  });

  it('edits an address with its values, then goes back to the list', async () => {
    const fake = customer();
    const { user, relay, retype } = renderApp('/settings/address/QWRkcmVzczo2', {
      world: customerWorld(fake),
      handlers: {
        useUpdateAddressMutation: payload('UpdateAddressPayload', (variables) => {
          const input = variables.input as { addressId: string; address: Partial<FakeAddress> };
          Object.assign(fake.addresses.find((a) => a.id === input.addressId)!, input.address);
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit address' });
    const city = within(form).getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Utrecht');
    await retype(city, 'Leiden');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.')).toBeInTheDocument();
    expect(relay.callsOf('useUpdateAddressMutation')[0]!.variables.input).toMatchObject({
      addressId: 'QWRkcmVzczo2',
      address: { city: 'Leiden' },
      isDefault: false,
    });
    expect((await items())[1]).toHaveTextContent('3511 AB Leiden');
  });

  it('an unknown address says so', async () => {
    renderApp('/settings/address/nope', { world: customerWorld(customer()) });
    expect(await screen.findByTestId('address-not-found')).toHaveTextContent('This address could not be found.');
  });

  it('the default address is kept the default: a note instead of the checkbox', async () => {
    renderApp('/settings/address/QWRkcmVzczo1', { world: customerWorld(customer()) });
    await screen.findByRole('form', { name: 'Edit address' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/This is your default delivery address/)).toBeInTheDocument();
  });
});
