import { describe, expect, it, vi } from 'vitest';
import { codedError } from '../../../errors';
import { deleteInBatches, RETRIES_EXCEEDED } from './deleteBatches';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const options = { retryDelayMs: 0, log: () => {} };

describe('deleteInBatches', () => {
  it('splits into batches of the given size and retries only the failed ids', async () => {
    const seen: string[][] = [];
    const flaky = new Set(['p2', 'p6']);
    const outcome = await deleteInBatches(ids(7), async (batch) => {
      seen.push(batch);
      const failed = batch.filter((id) => flaky.has(id));
      flaky.delete('p2'); // p2 succeeds on retry, p6 never
      return { failed };
    }, { ...options, batchSize: 3, maxRetries: 2 });
    expect(seen).toEqual([['p1', 'p2', 'p3'], ['p2'], ['p4', 'p5', 'p6'], ['p6'], ['p6'], ['p7']]);
    expect(outcome).toEqual({ deleted: ['p1', 'p3', 'p2', 'p4', 'p5', 'p7'], failed: ['p6'] });
  });

  it('retries ids the service keeps reporting failed (another customer\'s, unknown) up to the limit, then reports them', async () => {
    const call = vi.fn(async (batch: string[]) => ({ failed: batch.filter((id) => id !== 'p1') }));
    const outcome = await deleteInBatches(ids(250), call, { ...options, batchSize: 100 });
    expect(call).toHaveBeenCalledTimes(3 * 4); // three batches, each tried once and retried three times
    expect(outcome.deleted).toEqual(['p1']);
    expect(outcome.failed).toHaveLength(249);
  });

  it('makes no batches, and no calls, for a batch size that is not an integer >= 1 (spec §5)', async () => {
    for (const batchSize of [0, -1, 2.5, Number.NaN]) {
      const call = vi.fn(async () => ({ failed: [] }));
      expect(await deleteInBatches(ids(3), call, { ...options, batchSize }), String(batchSize)).toEqual({ deleted: [], failed: [] });
      expect(call).not.toHaveBeenCalled();
    }
  });

  it('ignores failed ids that were not requested', async () => {
    const outcome = await deleteInBatches(ids(2), async () => ({ failed: ['zzz'] }), options);
    expect(outcome).toEqual({ deleted: ['p1', 'p2'], failed: [] });
  });

  it('does not retry a 4xx and logs the failure with the ids', async () => {
    const log = vi.fn();
    const call = vi.fn(async () => { throw codedError('UPSTREAM_ERROR', 'bad', { status: 400 }); });
    const outcome = await deleteInBatches(ids(2), call, { ...options, log });
    expect(call).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ deleted: [], failed: ['p1', 'p2'] });
    expect(log).toHaveBeenCalledWith('Failed to delete photo!', expect.objectContaining({ photoIds: ['p1', 'p2'] }));
  });

  it('retries timeouts and network errors, then reports the ids with the retries message', async () => {
    const log = vi.fn();
    const call = vi.fn(async () => { throw codedError('UPSTREAM_TIMEOUT', 'slow'); });
    const outcome = await deleteInBatches(ids(1), call, { ...options, maxRetries: 3, log });
    expect(call).toHaveBeenCalledTimes(4);
    expect(outcome.failed).toEqual(['p1']);
    expect(log).toHaveBeenCalledWith(RETRIES_EXCEEDED, expect.objectContaining({ photoIds: ['p1'], reason: 'slow' }));
  });

  it('throws a refused token before anything was deleted, fails the rest after', async () => {
    const refused = codedError('UNAUTHENTICATED', 'expired');
    await expect(deleteInBatches(ids(2), async () => { throw refused; }, options)).rejects.toBe(refused);
    let calls = 0;
    const outcome = await deleteInBatches(ids(4), async () => {
      calls += 1;
      if (calls > 1) throw refused;
      return { failed: [] };
    }, { ...options, batchSize: 2 });
    expect(outcome).toEqual({ deleted: ['p1', 'p2'], failed: ['p3', 'p4'] });
  });
});
