// Where a failure keeps the correlation id of its request (see ./correlation.ts); part of the SDK's chunk.

type WithCorrelation = { correlationId?: unknown; errors?: unknown; source?: { errors?: unknown }; cause?: unknown };

function ofErrors(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  for (const e of errors as Array<{ extensions?: { correlationId?: unknown } }>) {
    if (typeof e?.extensions?.correlationId === 'string') return e.extensions.correlationId;
  }
  return undefined;
}

/** The correlation id an error carries (itself, its GraphQL errors, Relay's `source.errors`, or its cause). */
export function correlationIdOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const e = error as WithCorrelation;
  if (typeof e.correlationId === 'string') return e.correlationId;
  return ofErrors(e.errors) ?? ofErrors(e.source?.errors) ?? correlationIdOf(e.cause, depth + 1);
}
