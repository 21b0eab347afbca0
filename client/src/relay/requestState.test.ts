import { describe, expect, it } from 'vitest';
import { notRequested, requestReducer, type RequestEvent, type RequestState } from './requestState';

type F = 'EMAIL_IN_USE' | 'UNEXPECTED';
const run = (...events: Array<RequestEvent<F>>) => events.reduce<RequestState<F>>(requestReducer, notRequested);
const refused = { type: 'failed', failure: 'EMAIL_IN_USE', fieldErrors: [{ field: 'email', message: 'in use' }] } as const;

describe('request lifecycle (spec §4)', () => {
  it('goes NotRequested → InProgress → Finished or Failed', () => {
    expect(run({ type: 'start' })).toEqual({ status: 'InProgress' });
    expect(run({ type: 'start' }, { type: 'finished' })).toEqual({ status: 'Finished' });
    expect(run({ type: 'start' }, { type: 'failed', failure: 'UNEXPECTED' })).toEqual({ status: 'Failed', failure: 'UNEXPECTED', fieldErrors: [] });
  });

  it('resets to NotRequested, but not while a request is in progress', () => {
    expect(run({ type: 'start' }, { type: 'finished' }, { type: 'reset' })).toBe(notRequested);
    expect(run({ type: 'start' }, refused, { type: 'reset' })).toBe(notRequested);
    expect(run({ type: 'start' }, { type: 'reset' })).toEqual({ status: 'InProgress' });
  });

  it('ignores outcomes without a request and a second start in flight', () => {
    expect(run({ type: 'finished' })).toBe(notRequested);
    expect(run(refused)).toBe(notRequested);
    const inProgress = run({ type: 'start' });
    expect(requestReducer(inProgress, { type: 'start' })).toBe(inProgress);
  });

  it('an edit clears the success message, and a refused field’s message when that field changes', () => {
    expect(run({ type: 'start' }, { type: 'finished' }, { type: 'edit', field: 'email' })).toBe(notRequested);
    const failed = run({ type: 'start' }, refused);
    expect(requestReducer(failed, { type: 'edit', field: 'other' })).toBe(failed);
    expect(requestReducer(failed, { type: 'edit', field: 'email' })).toEqual({ status: 'Failed', failure: 'EMAIL_IN_USE', fieldErrors: [] });
  });
});
