// Request limits shared by the services' JSON APIs: explicit, small JSON body limits (uploads of bytes are raw PUTs
// with their own limit) and id lists, refused above MAX_IDS_PER_REQUEST with 400 {code: 'TOO_MANY_IDS', message}.
import express from 'express';

/** Body limit of the JSON APIs: 500 ids of 36 characters are about 20 kB. */
export const JSON_BODY_LIMIT = '64kb';
/** Most ids any list in a body or query may hold. */
export const MAX_IDS_PER_REQUEST = 500;

export interface ErrorBody {
  code?: string;
  message: string;
}

export const tooManyIds = (max: number): ErrorBody & { code: 'TOO_MANY_IDS' } =>
  ({ code: 'TOO_MANY_IDS', message: `At most ${max} ids at a time.` });

/** express.json() with an explicit limit (JSON_BODY_LIMIT unless given). */
export const jsonBody = (limit: string = JSON_BODY_LIMIT) => express.json({ limit });

/** A body field holding 1 to `max` strings: the list, or the 400 body to answer. */
export function parseIdList(value: unknown, field: string, max = MAX_IDS_PER_REQUEST): { ids: string[] } | { error: ErrorBody } {
  if (Array.isArray(value) && value.length > max) return { error: tooManyIds(max) };
  if (!Array.isArray(value) || value.length < 1 || !value.every((v) => typeof v === 'string')) {
    return { error: { message: `${field} must be a list of 1 to ${max} ids.` } };
  }
  return { ids: value as string[] };
}
