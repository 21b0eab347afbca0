import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/helpers/logs';
import { createProgress } from './progress';

describe('seeding progress', () => {
  it('logs a line per 10 % at most every 2 s, with the time left, and always the last one', () => {
    const { log, messages } = capturedLog('info');
    let clock = 0;
    const progress = createProgress(log, 'seeding demo photos', 2_000, { now: () => clock });
    for (let i = 0; i < 2_000; i++) {
      clock += 30; // 60 s in all: a 10 % step every 6 s
      progress.add();
    }
    expect(messages()).toHaveLength(10);
    expect(messages()[0]).toBe('seeding demo photos 200 / 2,000 (about 54 s left) …');
    expect(messages()[3]).toBe('seeding demo photos 800 / 2,000 (about 36 s left) …');
    expect(messages().at(-1)).toBe('seeding demo photos 2,000 / 2,000');
  });

  it('stays quiet when the work is fast: no line before 2 s, the last one still', () => {
    const { log, messages } = capturedLog('info');
    let clock = 0;
    const progress = createProgress(log, 'seeding demo photos', 100, { now: () => clock });
    for (let i = 0; i < 100; i++) {
      clock += 10; // 1 s in all
      progress.add();
    }
    progress.add(5); // past the end: counted as done, no second last line
    expect(messages()).toEqual(['seeding demo photos 100 / 100']);
  });
});
