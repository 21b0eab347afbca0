import type { IntlShape } from 'react-intl';

/** A date as dd MMM yyyy in the locale (spec §9's date format), e.g. '05 Mar 2026' / '05 mrt 2026'. */
export function formatDayMonthYear(intl: IntlShape, value: string | Date): string {
  return intl.formatDate(value, { day: '2-digit', month: 'short', year: 'numeric' });
}
