import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PaymentMethodType } from '../mutations/useChangePaymentMethodMutation';

const names = defineMessages({
  CREDIT_CARD: { id: 'settings.payment.creditCard', defaultMessage: 'Credit or debit card' },
  PAYPAL: { id: 'settings.payment.paypal', defaultMessage: 'PayPal' },
  IDEAL: { id: 'settings.payment.ideal', defaultMessage: 'iDEAL' },
  BANCONTACT: { id: 'settings.payment.bancontact', defaultMessage: 'Bancontact' },
  SOFORT: { id: 'settings.payment.sofort', defaultMessage: 'SOFORT bank transfer' },
  KLARNA: { id: 'settings.payment.klarna', defaultMessage: 'Klarna (pay later)' },
  BANK_TRANSFER: { id: 'settings.payment.bankTransfer', defaultMessage: 'Bank transfer' },
});

/** The name of a payment method in the customer's language (null for a method this client does not know yet). */
export function paymentMethodName(method: PaymentMethodType): MessageDescriptor | null {
  return method in names ? names[method as keyof typeof names] : null;
}
