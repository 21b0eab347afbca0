// The upload language (spec §9): a locale with upload texts of its own words a refusal in its language; any other
// (or none, or not a string) falls back to en-GB, never to nothing.
import { describe, expect, it } from 'vitest';
import { reasonIn, uploadLanguage, withUploadLanguage } from '../src/apis/storage/upload-language';
import { tooLargeReason, UNREADABLE, UNSUPPORTED_TYPE } from '../src/images/process';

describe('upload language', () => {
  it('is the locale when the service has upload texts for it, else en-GB', () => {
    expect(['nl-NL', 'nl-BE', 'fr-BE', 'de-AT', 'en-IE'].map(uploadLanguage)).toEqual(['nl-NL', 'nl-BE', 'fr-BE', 'de-AT', 'en-IE']);
    expect(['it-IT', 'sv-SE', 'fi-FI', '', 'toString', 'nl', undefined, 42, ['nl-NL']].map(uploadLanguage)).toEqual(Array(9).fill('en-GB'));
    expect(withUploadLanguage('https://s/u?expires=1&signature=x', 'da-DK')).toBe('https://s/u?expires=1&signature=x&language=en-GB');
  });

  it('words every refusal in the upload language, falling back to the English words', () => {
    expect(reasonIn('nl-NL', UNSUPPORTED_TYPE)).toBe('Alleen HEIC-, JPEG- en PNG-foto’s kunnen worden geüpload.');
    expect(reasonIn('de-AT', UNREADABLE)).toMatch(/^Das Foto konnte nicht gelesen werden/);
    expect(reasonIn('fr-FR', tooLargeReason(16383, 16383))).toBe('La photo est trop grande : 16383 × 16383 pixels (la limite est de 100 mégapixels)');
    for (const locale of ['it-IT', 'pt-PT', 'xx', undefined]) {
      expect(reasonIn(locale, UNSUPPORTED_TYPE)).toBe(UNSUPPORTED_TYPE);
      expect(reasonIn(locale, tooLargeReason(12000, 9000))).toBe(tooLargeReason(12000, 9000));
    }
    expect(reasonIn('nl-NL', 'Something the checks never say')).toBe('Something the checks never say');
  });
});
