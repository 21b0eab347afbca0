import { fromGlobalId } from '../../relay/globalId';

export interface DecodedPhotoIds {
  /** Local photo id → the global id the client sent, in request order, each photo once. */
  globalIdOf: Map<string, string>;
  /** Requested ids that are not Photo ids (each once, in request order). */
  invalid: string[];
}

/** Splits requested photo global ids (duplicates counted once) into local photo ids and ids that are not photos. */
export function decodePhotoIds(globalIds: readonly string[]): DecodedPhotoIds {
  const globalIdOf = new Map<string, string>();
  const invalid: string[] = [];
  for (const id of new Set(globalIds)) {
    const decoded = fromGlobalId(id);
    if (decoded?.type === 'Photo' && !globalIdOf.has(decoded.id)) globalIdOf.set(decoded.id, id);
    else invalid.push(id);
  }
  return { globalIdOf, invalid };
}
