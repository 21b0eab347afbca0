import type { FieldErrorValue } from './fieldErrors';

/** Done: `ok`, with the data the caller needs when there is any (a shop URL, the new download, a batch's failed ids). */
export type MutationDone<T extends object = NoData> = { ok: true } & T;

/** Refused, an expected failure: the payload's `error.reason` and, with INVALID_INPUT, each refused field. */
export interface MutationRefusal<F extends string> {
  ok: false;
  failure: F;
  fieldErrors: readonly FieldErrorValue[];
}

type NoData = Record<never, never>;

/**
 * What every `use…Mutation` hook resolves with: done (`T`: its data, none by default), or refused for one of the
 * reasons its mutation documents (`F`). A refusal is exactly what `usePromiseMutation` reports as one (`refusalOf`).
 * A mutation that refuses nothing (`F` = never) is always done. A batch done in part is done: its data names the
 * ids that failed (`failed…Ids`). The unexpected rejects instead.
 */
export type MutationOutcome<F extends string, T extends object = NoData> =
  | MutationDone<T>
  | ([F] extends [never] ? never : MutationRefusal<F>);

/**
 * A payload as the gateway shapes it: `error` is null on success; with INVALID_INPUT `fieldErrors` names each field.
 * A payload the mutation never refuses may select neither.
 */
export interface MutationPayload<R extends string = string> {
  readonly error?: { readonly reason: R } | null;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
  readonly [field: string]: unknown;
}

/** Why a payload was refused: its `error.reason` (undefined when it was not). */
export function refusalOf(payload: unknown): string | undefined {
  const reason = (payload as MutationPayload | null)?.error?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** True when a batch's payload names ids that failed (`failed…Ids`): done in part. */
export function failedInPart(payload: unknown): boolean {
  return Object.entries((payload ?? {}) as Record<string, unknown>).some(
    ([field, value]) => /^failed\w*Ids$/.test(field) && Array.isArray(value) && value.length > 0,
  );
}

/** The fields of a done payload's data: each present then (null only when `error` is set). */
type WhenDone<T> = { [K in keyof T]: T[K] | null | undefined };

/**
 * A payload as a hook's outcome: done when its `error` is null, with `data` (whose fields a done payload carries);
 * else refused for its reason, one of `reasons` (those the mutation documents), with the refused fields and the
 * service's message for each. A reason not among them, or a done payload without its data, is unexpected: it throws.
 */
export function outcomeOf<R extends string, F extends R>(payload: MutationPayload<R>, reasons: readonly F[]): MutationOutcome<F>;
export function outcomeOf<R extends string, F extends R, T extends object>(
  payload: MutationPayload<R>,
  reasons: readonly F[],
  data: WhenDone<T>,
): MutationOutcome<F, T>;
export function outcomeOf(
  payload: MutationPayload,
  reasons: readonly string[],
  data: Record<string, unknown> = {},
): MutationDone<object> | MutationRefusal<string> {
  const reason = refusalOf(payload);
  if (reason === undefined) {
    const missing = Object.keys(data).filter((field) => data[field] == null);
    if (missing.length > 0) throw new Error(`The mutation answered neither an error nor ${missing.join(', ')}.`);
    return { ok: true, ...data };
  }
  if (!reasons.includes(reason)) throw new Error(`The mutation was refused for a reason this client does not expect: ${reason}.`);
  return { ok: false, failure: reason, fieldErrors: (payload.fieldErrors ?? []).map(({ field, message }) => ({ field, message })) };
}
