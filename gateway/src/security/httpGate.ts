import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

/** A request body the gate refuses, answered as GraphQL JSON with `status`. */
export class BodyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * The JSON body of a POST, at most `limit` bytes (413 beyond, before reading when Content-Length says so), UTF-8
 * (415 for another charset or a compressed body), an object or a list (400 otherwise). A body of another content
 * type is not read (undefined): Apollo refuses it.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) return undefined;
  const charset = (CHARSET.exec(type)?.[1] ?? 'utf-8').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'utf8') throw new BodyError(415, `unsupported charset "${charset.toUpperCase()}"`);
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new BodyError(415, `unsupported content encoding "${encoding}"`);
  const tooLarge = () => new BodyError(413, 'request entity too large');
  if (Number(req.headers['content-length']) > limit) throw tooLarge();
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) return void chunks.push(chunk);
      req.off('data', onData); // the rest flows by unread; the answer goes out at once
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')));
    req.on('error', () => reject(new BodyError(400, 'request aborted')));
  });
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new BodyError(400, (error as Error).message);
  }
  if (typeof body !== 'object' || body === null) throw new BodyError(400, 'the body is not a JSON object');
  return body;
}

export const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * Every error on /graphql is answered as GraphQL JSON, never an HTML page: an unreadable body is 400 (415 for an
 * unsupported charset or encoding) BAD_REQUEST, a too large one 413 PAYLOAD_TOO_LARGE, anything else 500
 * INTERNAL_SERVER_ERROR (logged).
 */
export function answerGateError(res: ServerResponse, error: unknown, log: Logger, correlationId: string) {
  if (res.headersSent) {
    log.error({ err: error, correlationId }, 'Unexpected error on /graphql after the answer started');
    res.destroy();
  } else if (error instanceof BodyError && error.status === 413) {
    sendJson(res, 413, errorBody('The request body is too large: send a persisted document id or a smaller document.', 'PAYLOAD_TOO_LARGE'));
  } else if (error instanceof BodyError) {
    sendJson(res, error.status, errorBody(`The request body could not be read: ${error.message}`, 'BAD_REQUEST'));
  } else {
    log.error({ err: error, correlationId }, 'Unexpected error on /graphql');
    sendJson(res, 500, errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'));
  }
}
