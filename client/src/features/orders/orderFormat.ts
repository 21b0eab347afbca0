import type { IntlShape } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import type { orderFormat_money$key } from '../../__generated__/orderFormat_money.graphql';
import { formatDate, formatDayMonthYear } from '../../i18n/dates';

/** The fields of an amount every screen formats (spread it where an amount is shown). */
const moneyFragment = graphql`
  fragment orderFormat_money on Money @inline {
    amountInMinorUnits
    currency
  }
`;

/** An amount of money as the order service answers it. */
export interface MoneyValue {
  readonly amountInMinorUnits: number;
  readonly currency: string;
}

/** Decimals of a currency's minor unit (2 for EUR and GBP, 0 for JPY …); 2 for a code Intl does not know. */
function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in the brand's locale, e.g. '£24.99' or '€ 24,99'. */
export function formatAmount(intl: IntlShape, money: MoneyValue): string {
  const amount = money.amountInMinorUnits / 10 ** minorUnitDigits(money.currency);
  return intl.formatNumber(amount, { style: 'currency', currency: money.currency });
}

/** An amount of the schema (`...orderFormat_money`) in the brand's locale. */
export function formatMoney(intl: IntlShape, money: orderFormat_money$key): string {
  return formatAmount(intl, readInlineData(moneyFragment, money));
}

/** An order date as dd MMM yyyy in the locale (spec §9's date format), e.g. '05 Mar 2026'. */
export const formatOrderDate = formatDayMonthYear;

/**
 * A day of the delivery service (`yyyy-MM-dd`, no time zone) in the locale, e.g. 'Tue 12 May'. Read as a calendar
 * day, so it is the same day wherever the customer is.
 */
export function formatDeliveryDay(intl: IntlShape, isoDate: string): string {
  return formatDate(intl, `${isoDate}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}
