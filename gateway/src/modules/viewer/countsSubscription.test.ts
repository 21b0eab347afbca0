import { describe, expect, it } from 'vitest';
import type { Context } from '../../context';
import { pollPhotoLibraryCounts } from './countsSubscription';

/** A context whose photo service answers growing counts, so every poll yields. */
function growingCounts(): Context {
  let photosCount = 0;
  return {
    viewer: { accountId: 'a-1' },
    photo: { fetchUserSummary: () => Promise.resolve({ photosCount: ++photosCount, albumsCount: 0 }) },
  } as unknown as Context;
}

describe('photo library counts subscription', () => {
  it('polls for as long as it lives without piling up listeners on its stop signal', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const counts = pollPhotoLibraryCounts(growingCounts(), 1);
      for (let poll = 1; poll <= 30; poll += 1) {
        expect((await counts.next()).value).toMatchObject({ photosCount: poll });
      }
      await counts.return?.();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('ends at once when the subscriber leaves, even in the middle of a long wait', async () => {
    const counts = pollPhotoLibraryCounts(growingCounts(), 60_000);
    await counts.next();
    const waiting = counts.next();
    await counts.return?.();
    await expect(waiting).resolves.toMatchObject({ done: true });
  });
});
