import { describe, expect, it } from 'vitest';
import { isFlagOn, type FlagSources } from './flags';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const base: FlagSources = {
  search: '',
  storage: storage({}),
  config: { features: {}, featureHostnames: {} },
  hostname: 'localhost',
};
const FLAG = 'PhotoManagementAlbumViewEnabled';

describe('isFlagOn: query > storage > config > hostname', () => {
  it('is off when no source has an opinion', () => {
    expect(isFlagOn(FLAG, base)).toBe(false);
  });

  it('the URL query wins over everything (true and false)', () => {
    const everythingOn: FlagSources = {
      ...base,
      storage: storage({ [`flags.${FLAG}`]: 'true' }),
      config: { features: { [FLAG]: true }, featureHostnames: { [FLAG]: ['localhost'] } },
    };
    expect(isFlagOn(FLAG, { ...everythingOn, search: `?${FLAG}=false` })).toBe(false);
    expect(isFlagOn(FLAG, { ...base, search: `?stripped=true&${FLAG}=true` })).toBe(true);
  });

  it('browser storage wins over config and hostname', () => {
    const config = { features: { [FLAG]: true }, featureHostnames: { [FLAG]: ['localhost'] } };
    expect(isFlagOn(FLAG, { ...base, config, storage: storage({ [`flags.${FLAG}`]: 'false' }) })).toBe(false);
    expect(isFlagOn(FLAG, { ...base, storage: storage({ [`flags.${FLAG}`]: 'true' }) })).toBe(true);
  });

  it('config features turn a flag on', () => {
    expect(isFlagOn(FLAG, { ...base, config: { features: { [FLAG]: true }, featureHostnames: {} } })).toBe(true);
  });

  it('the hostname list turns a flag on only for listed hosts', () => {
    const config = { features: {}, featureHostnames: { [FLAG]: ['fotoprint-nl.localhost'] } };
    expect(isFlagOn(FLAG, { ...base, config, hostname: 'fotoprint-nl.localhost' })).toBe(true);
    expect(isFlagOn(FLAG, { ...base, config, hostname: 'localhost' })).toBe(false);
  });

  it('ignores values that are not booleans and storage that throws', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); } };
    expect(isFlagOn(FLAG, { ...base, search: `?${FLAG}=maybe`, storage: throwing })).toBe(false);
  });
});
