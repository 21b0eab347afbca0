import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ADDRESS } from '../../../test/factories/address';
import { type FakeOrder, order, orderNode, ordersWorld } from '../../../test/factories/order';
import { renderApp } from '../../../test/renderApp';

const changeable: FakeOrder = order(3, { group: 'IN_PROGRESS', status: 'ORDERED', canChangeDeliveryAddress: true });

type Answer = (input: { address: Record<string, unknown> }) => Record<string, unknown> | Error;

function renderWith(answer: Answer, orders: FakeOrder[] = [changeable]) {
  return renderApp('/orders/RS100003', { world: ordersWorld({
    orders,
    handlers: {
      useChangeOrderDeliveryAddressMutation: (variables, _operation, generate) => {
        const payload = answer(variables.input as { address: Record<string, unknown> });
        return payload instanceof Error ? payload : generate({ ChangeOrderDeliveryAddressPayload: () => payload });
      },
    },
  }) });
}

const state = () => screen.getByTestId('address-change').getAttribute('data-state');

describe('delivery address change (spec §4 Address change state)', () => {
  it('is offered only while the order can be changed', async () => {
    renderApp('/orders/RS100004', { world: ordersWorld({ orders: [order(4, { canChangeDeliveryAddress: false })] }) });
    await screen.findByTestId('order-summary');
    expect(screen.queryByRole('button', { name: 'Change delivery address' })).not.toBeInTheDocument();
  });

  it('NotStarted → Editing; a refused field shows the service message on it; a valid change ends in SuccessfulUpdate', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const { user, retype } = renderWith(({ address }) => {
      sent.push(address);
      if (address.postalCode === 'XXX') {
        return { order: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'postalCode', message: 'Postal Code must be valid' }] };
      }
      const node = orderNode(changeable, { ...DELIVERY_ADDRESS, ...address } as typeof DELIVERY_ADDRESS);
      return { order: node, error: null, fieldErrors: [] };
    });
    await screen.findByTestId('order-summary');
    expect(state()).toBe('NotStarted');
    await user.click(screen.getByRole('button', { name: 'Change delivery address' }));
    const form = await screen.findByRole('form', { name: 'New delivery address' });
    expect(state()).toBe('Editing');
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Emma');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    const postalCode = within(form).getByRole('textbox', { name: 'Postal code' });
    await retype(postalCode, 'XXX');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Postal Code must be valid')).toBeInTheDocument();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(state()).toBe('Editing');
    expect(sent[0]).toMatchObject({ postalCode: 'XXX', company: null, phone: null, countryCode: 'GB' });

    await retype(postalCode, 'EC1A 1BB');
    await retype(within(form).getByRole('textbox', { name: 'City' }), 'Leeds');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your delivery address has been changed.')).toBeInTheDocument();
    expect(state()).toBe('SuccessfulUpdate');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('EC1A 1BB Leeds');
  });

  it('ends in RequestFailed when production has started meanwhile (too late)', async () => {
    const { user } = renderWith(() => ({ order: null, error: { reason: 'ADDRESS_CHANGE_TOO_LATE' }, fieldErrors: [] }));
    await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Your order has already gone to production, so its delivery address can no longer be changed.'),
    ).toBeInTheDocument();
    expect(state()).toBe('RequestFailed');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an unexpected failure can be tried again with the values kept; Cancel goes back to NotStarted', async () => {
    const { user, retype } = renderWith(() => new Error('gateway down'));
    await user.click(await screen.findByRole('button', { name: 'Change delivery address' }));
    const city = await screen.findByRole('textbox', { name: 'City' });
    await retype(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your delivery address could not be changed. Please try again.')).toBeInTheDocument();
    expect(state()).toBe('RequestFailed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('York');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(state()).toBe('NotStarted'));
    expect(screen.getByRole('button', { name: 'Change delivery address' })).toBeInTheDocument();
  });
});
