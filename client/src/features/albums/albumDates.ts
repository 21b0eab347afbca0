import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { formatDayMonthYear } from '../../i18n/dates';

const m = defineMessages({
  today: { id: 'albums.created.today', defaultMessage: 'Created today' },
  yesterday: { id: 'albums.created.yesterday', defaultMessage: 'Created yesterday' },
});

const mv = defineMessages<{ created: { date: string } }>({
  created: { id: 'albums.created.date', defaultMessage: 'Created {date}' },
});

/** An album date as dd MMM yyyy in the locale (spec §9), e.g. '05 Mar 2024' / '05 mrt 2024'. */
export const formatAlbumDate = formatDayMonthYear;

/** 'Created {date}' (albums list). */
export function createdOn(intl: IntlShape, value: string | Date): string {
  return intl.formatMessage(mv.created, { date: formatAlbumDate(intl, value) });
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** 'Created today', 'Created yesterday' or 'Created {date}' (single album), by the local calendar day. */
export function createdRelative(intl: IntlShape, value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (dayKey(date) === dayKey(now)) return intl.formatMessage(m.today);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return intl.formatMessage(m.yesterday);
  return createdOn(intl, date);
}
