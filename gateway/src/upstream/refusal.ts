/** An input field a service refused, with its message (as the services word it). */
export type UpstreamFieldError = { field: string; message: string };

/**
 * Why a service refused a change (nothing was changed): a reason `R`, its message, the refused fields, and the
 * service's own code when it sent one (e.g. UNKNOWN_CHANNEL).
 */
export type Refused<R extends string> = { ok: false; refused: R; message: string; fieldErrors: UpstreamFieldError[]; code?: string };

/**
 * What every upstream call that a service may refuse answers: the value, or the refusal (with what else the
 * service says about it, `Extra`, e.g. the ids it refused). Refusals are the expected answers a contract names
 * (400 with field errors, 404, 409 …); anything else is thrown.
 */
export type Refusable<T, R extends string, Extra = unknown> = { ok: true; value: T } | (Refused<R> & Extra);

/** The body of a refusal answer as the services send it. */
export type RefusalBody = { message?: string; code?: string; fieldErrors?: UpstreamFieldError[] } | undefined;

export const accepted = <T>(value: T) => ({ ok: true, value }) as const;

/** A refusal with the service's message (or `fallback`) and field errors from the answer's body. */
export function refused<R extends string>(reason: R, body: unknown, fallback: string): Refused<R> {
  const answer = body as RefusalBody;
  const code = answer?.code ? { code: answer.code } : {};
  return { ok: false, refused: reason, message: answer?.message ?? fallback, fieldErrors: answer?.fieldErrors ?? [], ...code };
}
