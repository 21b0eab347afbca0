import { GraphQLError } from 'graphql';
import { chunks } from '../../shared/chunks';

/** Photos per DELETE /photos call. */
export const DELETE_PHOTOS_BATCH_SIZE = 100;
/** Retries per batch after the first attempt (for the ids the service reported failed, or the whole batch on 5xx). */
export const MAX_DELETE_RETRIES = 3;
/** Pause before retry n is n × this. */
export const DELETE_RETRY_DELAY_MS = 100;
export const RETRIES_EXCEEDED = 'Exceeded maximum amount of retries!';

export interface DeleteOutcome {
  deleted: string[];
  failed: string[];
}

export interface DeleteBatchesOptions {
  batchSize?: number;
  maxRetries?: number;
  retryDelayMs?: number;
  /** Where a batch that failed for good is reported (the request's logger). */
  log: (message: string, details: Record<string, unknown>) => void;
}

/** A network error, a timeout or a 5xx is worth retrying; a 4xx will not get better. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const { code, status } = error.extensions as { code?: string; status?: number };
  return code === 'UPSTREAM_TIMEOUT' || (code === 'UPSTREAM_ERROR' && (status === undefined || status >= 500));
}

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes `ids` in batches of `batchSize`, one batch after the other (`chunks`: a size that is not an integer >= 1
 * makes no batches, and no id is deleted or failed). Within a batch, ids the service answers in `failed` (and the
 * whole batch after a retryable error) are retried up to `maxRetries` times; whatever still fails is reported. Every
 * id ends up in exactly one of `deleted` / `failed`. A refused token before anything was deleted is thrown (the client
 * must sign in again); later it only fails the remaining ids.
 */
export async function deleteInBatches(
  ids: readonly string[],
  deleteBatch: (ids: string[]) => Promise<{ failed: string[] }>,
  options: DeleteBatchesOptions,
): Promise<DeleteOutcome> {
  const batchSize = options.batchSize ?? DELETE_PHOTOS_BATCH_SIZE;
  const maxRetries = options.maxRetries ?? MAX_DELETE_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DELETE_RETRY_DELAY_MS;
  const { log } = options;
  const outcome: DeleteOutcome = { deleted: [], failed: [] };

  for (const batch of chunks(ids, batchSize)) {
    let pending = batch;
    let lastError: unknown;
    for (let attempt = 0; pending.length > 0 && attempt <= maxRetries; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      try {
        const answer = await deleteBatch(pending);
        const reported = new Set(answer.failed);
        outcome.deleted.push(...pending.filter((id) => !reported.has(id)));
        pending = pending.filter((id) => reported.has(id));
        lastError = undefined;
      } catch (error) {
        if (isUnauthenticated(error) && outcome.deleted.length === 0) throw error;
        lastError = error;
        if (!isRetryable(error)) break;
      }
    }
    if (pending.length > 0) {
      const reason = lastError instanceof Error ? lastError.message : 'reported failed by the photo service';
      log(lastError && !isRetryable(lastError) ? 'Failed to delete photo!' : RETRIES_EXCEEDED,
        { photoIds: pending, reason });
      outcome.failed.push(...pending);
    }
  }
  return outcome;
}
