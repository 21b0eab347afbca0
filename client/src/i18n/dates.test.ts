import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonthYear } from './dates';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('dates', () => {
  it('writes dd MMM yyyy with the month names of the locale', () => {
    expect(formatDayMonthYear(intl('en-GB'), '2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(formatDayMonthYear(intl('nl-NL'), '2026-03-05T10:00:00Z')).toBe('05 mrt 2026');
    expect(formatDayMonthYear(intl('de-AT'), '2026-01-05T10:00:00Z')).toBe('05. Jän. 2026');
    expect(formatDayMonthYear(intl('sv-SE'), '2026-03-05T10:00:00Z')).toBe('05 mars 2026');
  });

  it('capitalises the Spanish month names, and only those', () => {
    expect(formatDayMonthYear(intl('es-ES'), '2026-01-05T10:00:00Z')).toBe('05 Ene 2026');
    expect(formatDate(intl('es-ES'), Date.UTC(2024, 2, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('Marzo de 2024');
    expect(formatDate(intl('pt-PT'), Date.UTC(2024, 2, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('março de 2024');
  });
});
