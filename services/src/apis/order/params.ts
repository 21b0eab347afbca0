// Query parameters of the order world's APIs, bounded: paging integers within the contract's range, comma-separated
// code lists of 1 to 100 (400 otherwise). Malformed codes in a list are kept out (they name no order).
import { isCode } from '../../orders/deps';
import { tooManyIds, type ErrorBody } from '../limits';

export const MAX_CODES = 100;
/** Contract maxLength of a comma-separated code list (100 codes of 40 characters and their commas). */
export const CODE_LIST_MAX_LENGTH = 4100;
const MAX_OFFSET = 1_000_000;

export type Parsed<T> = { value: T } | { error: ErrorBody };

const invalid = (message: string): { error: ErrorBody } => ({ error: { code: 'INVALID_QUERY', message } });

/** An optional integer query value in [min, max]; `fallback` when absent. */
export function intParam(value: unknown, name: string, fallback: number, min: number, max = MAX_OFFSET): Parsed<number> {
  if (value === undefined) return { value: fallback };
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max) {
    return invalid(`${name} must be an integer from ${min} to ${max}.`);
  }
  return { value: Number(value) };
}

export function paging(query: Record<string, unknown>, names: { offset: string; limit: string }, defaultLimit: number) {
  const offset = intParam(query[names.offset], names.offset, 0, 0);
  if ('error' in offset) return offset;
  const limit = intParam(query[names.limit], names.limit, defaultLimit, 1, 100);
  if ('error' in limit) return limit;
  return { value: { offset: offset.value, limit: limit.value } };
}

/** A required comma-separated list of 1..max entries (deduplicated); entries failing `valid` are dropped. */
export function listParam(value: unknown, name: string, { max = MAX_CODES, maxLength = CODE_LIST_MAX_LENGTH, valid = isCode as (s: string) => boolean } = {}): Parsed<string[]> {
  if (typeof value !== 'string') return invalid(`${name} is required (comma-separated, 1 to ${max}).`);
  if (value.length > maxLength) return invalid(`${name} is longer than ${maxLength} characters.`);
  const entries = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (entries.length > max) return { error: tooManyIds(max) };
  if (!entries.length) return invalid(`${name} must name 1 to ${max} entries.`);
  return { value: entries.filter((e) => valid(e)) };
}
