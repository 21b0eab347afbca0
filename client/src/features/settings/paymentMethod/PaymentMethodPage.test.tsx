import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerWorld } from '../../../test/factories/customer';
import { renderApp } from '../../../test/renderApp';
import { payload } from '../../../test/relay';

describe('/settings/payment-method — Change your payment method', () => {
  it("offers the country's methods with the current one chosen, and saves another", async () => {
    const fake = customer();
    const { user, relay } = renderApp('/settings/payment-method', {
      world: customerWorld(fake),
      handlers: {
        useChangePaymentMethodMutation: payload('ChangePaymentMethodPayload', (variables) => {
          fake.paymentMethod.method = (variables.input as { method: string }).method;
          return { error: null };
        }),
      },
    });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'iDEAL',
      'Credit or debit card',
      'PayPal',
      'Klarna (pay later)',
      'Bank transfer',
    ]);
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment method has been saved.');
    expect(relay.callsOf('useChangePaymentMethodMutation')[0]!.variables.input).toEqual({ method: 'PAYPAL' });
  });

  it('a method not offered is refused with a message', async () => {
    const fake = customer();
    const { user } = renderApp('/settings/payment-method', {
      world: customerWorld(fake),
      handlers: {
        useChangePaymentMethodMutation: payload('ChangePaymentMethodPayload', {
          paymentMethod: null,
          error: { reason: 'PAYMENT_METHOD_UNAVAILABLE', field: 'method', message: 'x' },
        }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Klarna (pay later)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not offered in your country.');
  });
});
