import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task that finishes when told to. */
function deferred() {
  let finish!: (ok: boolean) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = (ok) => (ok ? resolve('ok') : reject(new Error('failed')));
  });
  return { task: () => done, finish };
}

describe('limiter', () => {
  it('runs at most `size` tasks at once, the others in arrival order as slots free up (failures free them too)', async () => {
    const limiter = createLimiter(2);
    const tasks = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const results = tasks.map((t, i) => limiter.run(() => {
      started.push(i);
      return t.task();
    }).catch((e: Error) => e.message));
    await Promise.resolve();
    await Promise.resolve();
    expect([limiter.active, limiter.pending, started]).toEqual([2, 2, [0, 1]]);
    tasks[1]!.finish(false);
    await expect.poll(() => started).toEqual([0, 1, 2]);
    expect([limiter.active, limiter.pending]).toEqual([2, 1]);
    tasks[0]!.finish(true);
    await expect.poll(() => started).toEqual([0, 1, 2, 3]);
    tasks[2]!.finish(true);
    tasks[3]!.finish(true);
    expect(await Promise.all(results)).toEqual(['ok', 'failed', 'ok', 'ok']);
    expect([limiter.active, limiter.pending]).toEqual([0, 0]);
  });
});
