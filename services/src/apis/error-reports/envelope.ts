// Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/), read from the bytes of a request:
//   {envelope headers}\n{item headers}\n{payload}\n{item headers}\n{payload}…
// A payload is `length` bytes when its item headers give a length, otherwise the rest of the line. Anything else is
// malformed (EnvelopeError: the receiver answers 400), and so is more than one event.

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export interface EnvelopeItem {
  type: string;
  payload: Buffer;
}

export interface Envelope {
  headers: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** More items than any SDK sends in one envelope (an event, its attachments, a client report). */
export const MAX_ITEMS = 50;
/** Sentry's own rule: an envelope holds at most one event (the limits count events: ./limiter.ts). */
const MAX_EVENTS = 1;

const NEWLINE = 0x0a;

function jsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`The ${what} are not JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new EnvelopeError(`The ${what} are not a JSON object.`);
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Buffer): Envelope {
  let pos = 0;
  const line = () => {
    const end = body.indexOf(NEWLINE, pos);
    const bytes = body.subarray(pos, end < 0 ? body.length : end);
    pos = end < 0 ? body.length : end + 1;
    return bytes;
  };
  if (body.length === 0) throw new EnvelopeError('The envelope is empty.');
  const headers = jsonObject(line(), 'envelope headers');
  const items: EnvelopeItem[] = [];
  while (pos < body.length) {
    const headerBytes = line();
    if (headerBytes.length === 0 || (pos >= body.length && headerBytes.toString('utf8').trim() === '')) continue;
    if (items.length >= MAX_ITEMS) throw new EnvelopeError(`An envelope holds at most ${MAX_ITEMS} items.`);
    const itemHeaders = jsonObject(headerBytes, 'item headers');
    const { type, length } = itemHeaders;
    if (typeof type !== 'string' || !/^[a-z_]{1,40}$/.test(type)) throw new EnvelopeError('An item has no valid type.');
    let payload: Buffer;
    if (length === undefined || length === null) {
      payload = line();
    } else {
      if (!Number.isInteger(length) || (length as number) < 0 || pos + (length as number) > body.length) {
        throw new EnvelopeError('An item length does not match the envelope.');
      }
      payload = body.subarray(pos, pos + (length as number));
      pos += length as number;
      if (pos < body.length) {
        if (body[pos] !== NEWLINE) throw new EnvelopeError('An item is longer than its length.');
        pos += 1;
      }
    }
    items.push({ type, payload });
  }
  if (items.filter((i) => i.type === 'event').length > MAX_EVENTS) throw new EnvelopeError('An envelope holds at most one event.');
  return { headers, items };
}
