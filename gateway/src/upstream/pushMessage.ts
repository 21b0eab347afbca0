// Checks shared by the parsers of upstream push messages (import events, archive events). A message failing any
// check is ignored silently by the bridges (spec §7, §8).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The JSON object a text holds, else null (e.g. the 'OK' answer to authenticate). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** An ISO 8601 date-time with zone, normalised to UTC (`…Z`); null when it is not one. */
export function isoTimestamp(v: unknown): string | null {
  if (typeof v !== 'string' || !ISO.test(v) || Number.isNaN(Date.parse(v))) return null;
  return new Date(v).toISOString();
}

/** A count: a non-negative integer, null when absent, undefined when invalid. */
export const optionalCount = (v: unknown): number | null | undefined =>
  v === undefined || v === null ? null : Number.isInteger(v) && (v as number) >= 0 ? (v as number) : undefined;
