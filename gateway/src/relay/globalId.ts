/** Opaque global ids: base64url of `<Type>:<localId>`. */
export function toGlobalId(type: string, localId: string): string {
  return Buffer.from(`${type}:${localId}`, 'utf8').toString('base64url');
}

/** Decodes a global id; null when it is not one of ours. */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  const type = decoded.slice(0, colon);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(type)) return null;
  return { type, id: decoded.slice(colon + 1) };
}
