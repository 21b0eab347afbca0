import { afterEach, describe, expect, it } from 'vitest';
import { hasRestorableUploads } from './restorableUploads';
import { readQueue, writeQueue, type StoredQueue } from './uploadQueue';

const queue = (owner: string | null): StoredQueue => ({
  owner, albumId: null,
  items: [{ name: 'holiday.jpg', size: 100, lastModified: 1, uploadId: 'u1', uploadUrl: 'https://storage.test/u1', status: 'paused', keep: true }],
});

describe('the upload queue kept over a reload', () => {
  afterEach(() => window.localStorage.clear());

  it('comes back for the customer who left it', () => {
    writeQueue(queue('customer-a'));
    expect(readQueue('customer-a')?.items.map((i) => i.name)).toEqual(['holiday.jpg']);
    expect(hasRestorableUploads('customer-a')).toBe(true);
  });

  it('never comes back for another customer signed in in the same browser: not even the file names', () => {
    writeQueue(queue('customer-a'));
    expect(readQueue('customer-b')).toBeNull();
    expect(hasRestorableUploads('customer-b')).toBe(false);
    expect(readQueue(null)).toBeNull();
  });

  it('comes back on the page it was left on only (the library, or one album)', () => {
    writeQueue({ ...queue('customer-a'), albumId: 'album-1' });
    expect(hasRestorableUploads('customer-a')).toBe(false);
    expect(hasRestorableUploads('customer-a', 'album-1')).toBe(true);
  });
});
