import { describe, expect, it } from 'vitest';
import { failedInPart, outcomeOf, refusalOf } from './mutationOutcome';

const refused = (reason: string, fieldErrors: { field: string; message: string }[] = []) => ({
  error: { reason, field: null, message: 'x' },
  fieldErrors,
  shopUrl: null,
});

describe('outcomeOf', () => {
  it('is done when the payload has no error, with the data it carries', () => {
    expect(outcomeOf({ error: null }, ['NOT_FOUND'])).toEqual({ ok: true });
    expect(outcomeOf({ error: null, shopUrl: 'https://shop.test/b/1' }, ['NOT_FOUND'], { shopUrl: 'https://shop.test/b/1' })).toEqual({
      ok: true,
      shopUrl: 'https://shop.test/b/1',
    });
    // A batch done in part is done: its data names the ids that failed.
    expect(outcomeOf({ failedPhotoIds: ['p2'] }, [], { failedPhotoIds: ['p2'] })).toEqual({ ok: true, failedPhotoIds: ['p2'] });
    expect(outcomeOf({ deletedCount: 0 }, [], { deletedCount: 0 })).toEqual({ ok: true, deletedCount: 0 });
  });

  it('is refused for the reason the payload gives, with each refused field and its message', () => {
    const payload = refused('INVALID_INPUT', [{ field: 'email', message: 'Email must be valid' }]);
    expect(outcomeOf(payload, ['INVALID_INPUT', 'EMAIL_IN_USE'])).toEqual({
      ok: false,
      failure: 'INVALID_INPUT',
      fieldErrors: [{ field: 'email', message: 'Email must be valid' }],
    });
    expect(outcomeOf(refused('EMAIL_IN_USE'), ['INVALID_INPUT', 'EMAIL_IN_USE'], { shopUrl: null })).toEqual({
      ok: false,
      failure: 'EMAIL_IN_USE',
      fieldErrors: [],
    });
  });

  it('throws on what the mutation does not document: another reason, or a done payload without its data', () => {
    expect(() => outcomeOf(refused('FORBIDDEN'), ['NOT_FOUND'])).toThrow('FORBIDDEN');
    expect(() => outcomeOf(refused('NOT_FOUND'), [])).toThrow('NOT_FOUND');
    expect(() => outcomeOf({ error: null, shopUrl: null }, ['NOT_FOUND'], { shopUrl: null })).toThrow('shopUrl');
  });

  it('refuses exactly what usePromiseMutation reports as a refusal', () => {
    for (const payload of [{ error: null }, refused('NOT_FOUND'), refused('INVALID_INPUT'), { failedUploadIds: ['u1'], error: null }]) {
      const outcome = outcomeOf(payload, ['NOT_FOUND', 'INVALID_INPUT']);
      expect(outcome.ok ? undefined : outcome.failure).toBe(refusalOf(payload));
    }
  });
});

describe('refusalOf and failedInPart', () => {
  it("reads a payload's error reason, and ids of a batch that failed", () => {
    expect(refusalOf(refused('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(refusalOf({ error: null, failedPhotoIds: ['p1'] })).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
    expect(failedInPart({ error: null, failedPhotoIds: ['p1'] })).toBe(true);
    expect(failedInPart({ error: null, failedPhotoIds: [], deletedPhotoIds: ['p1'] })).toBe(false);
    expect(failedInPart(null)).toBe(false);
  });
});
