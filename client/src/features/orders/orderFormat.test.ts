import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDeliveryDay, formatAmount, formatOrderDate } from './orderFormat';

const en = createIntl({ locale: 'en-GB', messages: {} });
const nl = createIntl({ locale: 'nl-NL', messages: {} });

describe('order formats', () => {
  it('formats minor units in the currency of the amount', () => {
    expect(formatAmount(en, { amountInMinorUnits: 2499, currency: 'GBP' })).toBe('£24.99');
    expect(formatAmount(nl, { amountInMinorUnits: 123456, currency: 'EUR' })).toMatch(/^€\s1\.234,56$/);
    expect(formatAmount(en, { amountInMinorUnits: 500, currency: 'JPY' })).toBe('JP¥500');
  });

  it('formats order dates as dd MMM yyyy and delivery days as calendar days', () => {
    expect(formatOrderDate(en, '2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(formatDeliveryDay(en, '2026-05-12')).toBe('Tue 12 May');
  });
});
