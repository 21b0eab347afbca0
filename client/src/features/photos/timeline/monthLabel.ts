import { defineMessages, type IntlShape } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import type { MonthSummary } from './timelineManager';

const m = defineMessages({
  unknownDate: { id: 'photos.month.unknownDate', defaultMessage: 'Unknown Date' },
});

/** January 1970 holds the photos without a date taken. */
export function isUnknownDate(month: Pick<MonthSummary, 'year' | 'month' | 'isUnknownDate'>): boolean {
  return month.isUnknownDate || (month.year === 1970 && month.month === 1);
}

/** Formatted month names by locale and month: the timeline asks for the same few on every scroll frame. */
const labels = new Map<string, string>();

/** "March 2024" in the brand's locale ("Marzo de 2024": Spanish month names are capitalised), or 'Unknown Date'. */
export function monthLabel(intl: IntlShape, month: Pick<MonthSummary, 'year' | 'month' | 'isUnknownDate'>): string {
  if (isUnknownDate(month)) return intl.formatMessage(m.unknownDate);
  const key = `${intl.locale}|${month.year}-${month.month}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = formatDate(intl, Date.UTC(month.year, month.month - 1, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' });
    labels.set(key, label);
  }
  return label;
}
