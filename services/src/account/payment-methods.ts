// The payment methods offered per country (the customer's country = the default address's, else GB), in display order.
import type { PaymentMethodType } from '../db/schema-settings';

export const PAYMENT_METHODS: readonly PaymentMethodType[] = ['CREDIT_CARD', 'PAYPAL', 'IDEAL', 'BANCONTACT', 'SOFORT', 'KLARNA', 'BANK_TRANSFER'];

const BY_COUNTRY: Record<string, readonly PaymentMethodType[]> = {
  NL: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
  BE: ['BANCONTACT', 'CREDIT_CARD', 'PAYPAL', 'BANK_TRANSFER'],
  DE: ['SOFORT', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
  AT: ['SOFORT', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
};
const OTHERS: readonly PaymentMethodType[] = ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'];

export const DEFAULT_COUNTRY = 'GB';

export const availablePaymentMethods = (country: string | undefined): PaymentMethodType[] =>
  [...(BY_COUNTRY[(country ?? DEFAULT_COUNTRY).toUpperCase()] ?? OTHERS)];

export const isPaymentMethod = (value: unknown): value is PaymentMethodType =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
