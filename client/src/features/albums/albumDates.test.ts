import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enGB from '../../i18n/messages/en-GB.json';
import nlNL from '../../i18n/messages/nl-NL.json';
import { createdOn, createdRelative } from './albumDates';

const en = createIntl({ locale: 'en-GB', messages: enGB });
const nl = createIntl({ locale: 'nl-NL', messages: nlNL });

describe('album dates', () => {
  it("formats 'Created {date}' as dd MMM yyyy in the locale", () => {
    expect(createdOn(en, '2024-03-05T10:00:00Z')).toBe('Created 05 Mar 2024');
    expect(createdOn(nl, '2024-03-05T10:00:00Z')).toBe('Gemaakt op 05 mrt 2024');
  });

  it("says 'Created today' and 'Created yesterday' by the local calendar day", () => {
    const now = new Date(2026, 8, 10, 0, 30);
    expect(createdRelative(en, new Date(2026, 8, 10, 0, 5), now)).toBe('Created today');
    expect(createdRelative(en, new Date(2026, 8, 9, 23, 59), now)).toBe('Created yesterday');
    expect(createdRelative(en, new Date(2026, 8, 8, 12, 0), now)).toBe('Created 08 Sept 2026');
  });
});
