import type { RequestOutcome } from '../requestState';

interface Payload {
  readonly error?: { readonly reason: string } | null;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

/**
 * A settings payload as a request outcome: done when it carries no `error`; otherwise refused for its reason (one of
 * `reasons`, anything else counts as `fallback`) with the refused fields and the service's message for each.
 */
export function outcomeOf<F extends string>(payload: Payload, reasons: readonly F[], fallback: F): RequestOutcome<F> {
  if (!payload.error) return { ok: true };
  const reason = payload.error.reason as F;
  return {
    failure: reasons.includes(reason) ? reason : fallback,
    fieldErrors: (payload.fieldErrors ?? []).map(({ field, message }) => ({ field, message })),
  };
}
