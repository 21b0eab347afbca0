import { describe, expect, it } from 'vitest';
import { validateAlbumName } from './albumName';

describe('album name rule', () => {
  it('requires a name', () => {
    expect(validateAlbumName('')).toBe('REQUIRED');
  });

  it.each([' Summer', '\tSummer', 'a<b', 'a>b', 'a;b', 'a,b'])('refuses %j', (name) => {
    expect(validateAlbumName(name)).toBe('INVALID');
  });

  it.each(['Summer 2023', "Sophie's wedding", 'Trip (day 1) & more', 'Summer '])('accepts %j', (name) => {
    expect(validateAlbumName(name)).toBeNull();
  });
});
