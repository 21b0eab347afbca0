import { describe, expect, it } from 'vitest';
import { SameAnswers } from './sameAnswer';

const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('SameAnswers', () => {
  it('answers the value parsed before when the bytes are the same, and parses changed bytes afresh', () => {
    const answers = new SameAnswers(4);
    const first = answers.parse('token-a /orders?Offset=0', bytes({ items: [{ code: '1' }] }));
    expect(answers.parse('token-a /orders?Offset=0', bytes({ items: [{ code: '1' }] }))).toBe(first);
    const changed = answers.parse('token-a /orders?Offset=0', bytes({ items: [{ code: '2' }] }));
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ items: [{ code: '2' }] });
  });

  it('never answers one key with the value kept under another (another customer\'s token)', () => {
    const answers = new SameAnswers(4);
    const a = answers.parse('token-a /orders', bytes({ items: [] }));
    const b = answers.parse('token-b /orders', bytes({ items: [] }));
    expect(b).not.toBe(a);
    expect(answers.parse('token-a /orders', bytes({ items: [] }))).toBe(a);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const answers = new SameAnswers(2);
    const one = answers.parse('1', bytes([1]));
    const two = answers.parse('2', bytes([2]));
    expect(answers.parse('1', bytes([1]))).toBe(one); // 1 is now the most recently used
    answers.parse('3', bytes([3])); // drops 2
    expect(answers.parse('1', bytes([1]))).toBe(one);
    expect(answers.parse('2', bytes([2]))).not.toBe(two);
  });

  it('throws the JSON error for bytes that are not JSON, keeping nothing', () => {
    const answers = new SameAnswers(2);
    expect(() => answers.parse('k', Buffer.from('<html>'))).toThrow(SyntaxError);
    expect(() => answers.parse('k', Buffer.from('<html>'))).toThrow(SyntaxError);
  });
});
