import { CAPITALISED_MONTH_LOCALES } from '@my-account/brands';
import type { IntlShape } from 'react-intl';

type DateOptions = Parameters<IntlShape['formatDate']>[1];

const capitalisesMonths = (locale: string) => (CAPITALISED_MONTH_LOCALES as readonly string[]).includes(locale);

/**
 * A date in the locale with the given fields; where the locale capitalises month names (spec §1: Spanish), the month
 * is capitalised ('05 Ene 2026', 'Marzo de 2024').
 */
export function formatDate(intl: IntlShape, value: string | number | Date, options: DateOptions): string {
  if (!capitalisesMonths(intl.locale)) return intl.formatDate(value, options);
  return intl
    .formatDateToParts(value, options)
    .map((part) => (part.type === 'month' ? part.value.charAt(0).toLocaleUpperCase(intl.locale) + part.value.slice(1) : part.value))
    .join('');
}

/** A date as dd MMM yyyy in the locale (spec §9's date format), e.g. '05 Mar 2026' / '05 mrt 2026' / '05 Mar 2026'. */
export function formatDayMonthYear(intl: IntlShape, value: string | Date): string {
  return formatDate(intl, value, { day: '2-digit', month: 'short', year: 'numeric' });
}
