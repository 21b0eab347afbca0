// JSON over HTTP against a test server: the status, headers and body (parsed when JSON, else text).
export type Json = Record<string, any>;

export function jsonClient(baseUrl: () => string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Json };
  };
}
