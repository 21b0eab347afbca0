import { useCallback, useReducer } from 'react';
import type { FieldErrorValue } from './fieldErrors';
import type { MutationDone, MutationRefusal } from './mutationOutcome';

/**
 * The request lifecycle of spec §4: NotRequested → InProgress → Finished | Failed; a reset returns to NotRequested.
 * A failure names its reason (`F`) and, for refused input, each refused field with its message. The state lives in
 * the mounted form, so leaving the page resets it.
 */
export type RequestState<F extends string> =
  | { status: 'NotRequested' }
  | { status: 'InProgress' }
  | { status: 'Finished' }
  | { status: 'Failed'; failure: F; fieldErrors: readonly FieldErrorValue[] };

export type RequestEvent<F extends string> =
  | { type: 'start' }
  | { type: 'finished' }
  | { type: 'failed'; failure: F; fieldErrors?: readonly FieldErrorValue[] }
  | { type: 'edit'; field: string }
  | { type: 'reset' };

export const notRequested = { status: 'NotRequested' } as const;

/** The state machine; an event that does not apply leaves the state as it is (no double submit). */
export function requestReducer<F extends string>(state: RequestState<F>, event: RequestEvent<F>): RequestState<F> {
  switch (event.type) {
    case 'start':
      return state.status === 'InProgress' ? state : { status: 'InProgress' };
    case 'finished':
      return state.status === 'InProgress' ? { status: 'Finished' } : state;
    case 'failed':
      return state.status === 'InProgress' ? { status: 'Failed', failure: event.failure, fieldErrors: event.fieldErrors ?? [] } : state;
    case 'edit':
      // Changing the form after an outcome: a success message goes; a field's message goes when that field changes.
      if (state.status === 'Finished') return notRequested;
      if (state.status === 'Failed' && state.fieldErrors.some((error) => error.field === event.field)) {
        return { ...state, fieldErrors: state.fieldErrors.filter((error) => error.field !== event.field) };
      }
      return state;
    case 'reset':
      return state.status === 'InProgress' ? state : notRequested;
  }
}

/**
 * A form's request: its state, `run` (starts a request — a mutation hook's call, resolving with its
 * `MutationOutcome` — unless one is in progress; a refusal fails with its reason, a rejection with 'UNEXPECTED'),
 * `edit` (a field changed) and `reset`. `F`: the reasons the mutation may refuse (none by default).
 */
export function useRequest<F extends string = never>() {
  const [state, dispatch] = useReducer(requestReducer<F | 'UNEXPECTED'>, notRequested);
  const run = useCallback(async (request: () => Promise<MutationDone<object> | MutationRefusal<F>>): Promise<boolean> => {
    dispatch({ type: 'start' });
    try {
      const outcome = await request();
      if (outcome.ok) {
        dispatch({ type: 'finished' });
        return true;
      }
      dispatch({ type: 'failed', failure: outcome.failure, fieldErrors: outcome.fieldErrors });
    } catch (error) {
      console.error(error);
      dispatch({ type: 'failed', failure: 'UNEXPECTED' });
    }
    return false;
  }, []);
  const edit = useCallback((field: string) => dispatch({ type: 'edit', field }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, run, edit, reset, isPending: state.status === 'InProgress' };
}

/** The refused fields of a state (none unless it failed). */
export const fieldErrorsOf = <F extends string>(state: RequestState<F>): readonly FieldErrorValue[] =>
  state.status === 'Failed' ? state.fieldErrors : [];
