import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestWriter } from './latestWriter';

function deferredWrites() {
  const written: number[] = [];
  const pending: Array<() => void> = [];
  const write = (value: number) =>
    new Promise<void>((resolve) => {
      written.push(value);
      pending.push(resolve);
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { written, write, finishOne };
}

describe('latestWriter', () => {
  it('writes the first value at once and only the newest of the values set while it was in flight', async () => {
    const { written, write, finishOne } = deferredWrites();
    const progress = latestWriter(write);
    progress.set(1);
    progress.set(2);
    progress.set(3);
    progress.set(4);
    expect(written).toEqual([1]);
    await finishOne();
    expect(written).toEqual([1, 4]);
    await finishOne();
    const flushed = progress.flush();
    await finishOne();
    await flushed;
    expect(written).toEqual([1, 4]);
  });

  it('flush waits for the last value set to be written', async () => {
    const { written, write, finishOne } = deferredWrites();
    const progress = latestWriter(write);
    progress.set(1);
    progress.set(2);
    let flushed = false;
    const done = progress.flush().then(() => (flushed = true));
    await finishOne();
    expect(flushed).toBe(false);
    expect(written).toEqual([1, 2]);
    await finishOne();
    await done;
    expect(flushed).toBe(true);
  });

  it('flush rejects when a write failed, so the caller does not report stale progress as final', async () => {
    const progress = latestWriter(async () => {
      throw new Error('database gone');
    });
    progress.set(1);
    await expect(progress.flush()).rejects.toThrow('database gone');
  });

  describe('with an interval', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('writes at most once per interval, the newest value, and flush does not wait for the interval', async () => {
      vi.useFakeTimers();
      const written: number[] = [];
      const progress = latestWriter(async (value: number) => void written.push(value), { interval: 250 });
      progress.set(1);
      expect(written).toEqual([1]);
      for (const value of [2, 3, 4]) progress.set(value);
      await vi.advanceTimersByTimeAsync(249);
      expect(written).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([1, 4]);
      progress.set(5);
      progress.set(6);
      await vi.advanceTimersByTimeAsync(10);
      expect(written).toEqual([1, 4]);
      await progress.flush();
      expect(written).toEqual([1, 4, 6]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(written).toEqual([1, 4, 6]);
    });
  });
});
