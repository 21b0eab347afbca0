import { describe, expect, it } from 'vitest';
import { CHANNELS, channelOrigin, channelSender, findChannel } from './channels';

describe('mail channels', () => {
  it('knows the brand registry channels, exactly as spelled', () => {
    expect(findChannel('fotoprint-nl')).toMatchObject({ id: 'fotoprint-nl', brandName: 'FotoPrint', locale: 'nl-NL', color: '#b4370a' });
    expect(findChannel('fotodruck-at')).toMatchObject({ brandName: 'FotoDruck', locale: 'de-AT' });
    expect(CHANNELS).toHaveLength(17);
    for (const bad of ['FOTOPRINT-NL', 'nope', '', undefined, 42, 'toString']) expect(findChannel(bad)).toBeUndefined();
    expect(new Set(CHANNELS.map((c) => c.id)).size).toBe(CHANNELS.length);
  });

  it('links the default channel to the product origin and the others to their local brand site', () => {
    expect(channelOrigin(findChannel('photoprint-gb')!, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(channelOrigin(findChannel('fotoprint-be')!, 'http://localhost:4000/')).toBe('http://fotoprint-be.localhost:4000');
    expect(channelOrigin(findChannel('fotodruck-de')!, 'https://myaccount.example.com')).toBe('http://fotodruck-de.localhost');
    expect(channelOrigin(findChannel('fotoprint-nl')!, 'http://localhost:4000', { 'fotoprint-nl': ['www.fotoprint.nl'] }))
      .toBe('https://www.fotoprint.nl');
    expect(channelSender(findChannel('photoprint-gb')!)).toEqual({ name: 'PhotoPrint', address: 'no-reply@photoprint-gb.example' });
  });
});
