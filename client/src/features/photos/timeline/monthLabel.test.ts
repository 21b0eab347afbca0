import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';

const label = (locale: string, year: number, month: number) =>
  monthLabel(createIntl({ locale, messages: {}, onError: () => {} }), { year, month, isUnknownDate: false });

describe('monthLabel', () => {
  it('formats month and year in the brand locale; Spanish month names are capitalised', () => {
    expect(label('en-GB', 2024, 3)).toBe('March 2024');
    expect(label('nl-NL', 2024, 3)).toBe('maart 2024');
    expect(label('es-ES', 2024, 3)).toBe('Marzo de 2024');
  });

  it("is 'Unknown Date' for January 1970", () => {
    expect(label('en-GB', 1970, 1)).toBe('Unknown Date');
  });
});
