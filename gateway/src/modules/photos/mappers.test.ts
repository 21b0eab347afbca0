import { describe, expect, it } from 'vitest';
import type { UpstreamPhoto } from '../../upstream/photo';
import { pickThumbnail } from './mappers';

const thumb = (id: string) => ({ id, url: `https://img/${id}`, width: Number(id), height: Number(id) });
const photo = (ids: string[]) => ({ thumbnails: ids.map(thumb), url: 'https://img/full', visibleWidth: 4000, visibleHeight: 3000 }) as unknown as UpstreamPhoto;

describe('pickThumbnail', () => {
  it('answers the size asked for, in any order', () => {
    expect(pickThumbnail(photo(['1300', '300', '800']), 'S800')).toEqual({ size: 'S800', url: 'https://img/800', width: 800, height: 800 });
  });
  it('stands in the next larger one when the size is missing, else the largest, else the full image', () => {
    expect(pickThumbnail(photo(['1300', '800']), 'S300').url).toBe('https://img/800');
    expect(pickThumbnail(photo(['300', '800']), 'S1300').url).toBe('https://img/800');
    expect(pickThumbnail(photo([]), 'S300')).toEqual({ size: 'S300', url: 'https://img/full', width: 4000, height: 3000 });
  });
});
