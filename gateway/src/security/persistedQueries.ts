import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DocumentStore } from '@apollo/server';
import {
  getOperationAST, parse, printSchema, specifiedRules, validate,
  type DocumentNode, type GraphQLSchema, type ValidationRule,
} from 'graphql';

/**
 * Persisted documents (relay-compiler's persisted-queries.json and the other channels' files: { id → text }), parsed
 * and validated once.
 */
export interface PersistedDocuments {
  text(id: string): string | undefined;
  document(id: string): DocumentNode | undefined;
  /** The name of the document's operation (for the request's log lines). */
  operationName(id: string): string | undefined;
  entries(): Iterable<{ text: string; document: DocumentNode }>;
  readonly size: number;
}

/** Loads { id: text }; a missing file means no persisted queries. */
async function loadPersistedQueries(file: string): Promise<Map<string, string>> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const json: unknown = JSON.parse(raw);
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${file}: expected { id: text }`);
  return new Map(Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A path of CHANNEL_DOCUMENTS: the `.json` files of a directory (in name order), or one file; nothing when missing. */
async function channelFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!info?.isDirectory()) return info ? [path] : [];
  return (await readdir(path)).filter((name) => name.endsWith('.json')).sort().map((name) => join(path, name));
}

/**
 * The trusted documents: the first-party client's persisted queries and every other channel's registered documents
 * (CHANNEL_DOCUMENTS: files or directories of `<channel>.json`, the same { id: text } format), one map. An id in two
 * files stops the start: a channel's id must never run another channel's document.
 */
export async function loadTrustedDocuments(firstParty: string, channels: readonly string[]): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  const fileOf = new Map<string, string>();
  const files = [firstParty, ...(await Promise.all(channels.map(channelFiles))).flat()];
  for (const file of new Set(files)) {
    for (const [id, text] of await loadPersistedQueries(file)) {
      const other = fileOf.get(id);
      if (other) {
        throw new Error(`Trusted document id "${id}" is registered by both ${basename(other)} and ${basename(file)}: `
          + 'ids must be unique across channels (give one of them another id).');
      }
      all.set(id, text);
      fileOf.set(id, file);
    }
  }
  return all;
}

/** Parses and validates every document once (the same rules as Apollo); invalid ones are left out. */
export function preparePersistedDocuments(
  schema: GraphQLSchema,
  queries: Map<string, string>,
  rules: readonly ValidationRule[],
  warn: (message: string) => void,
): PersistedDocuments {
  const documents = new Map<string, { text: string; document: DocumentNode; operationName?: string }>();
  for (const [id, text] of queries) {
    try {
      const document = parse(text);
      const errors = validate(schema, document, [...specifiedRules, ...rules]);
      if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
      documents.set(id, { text, document, operationName: getOperationAST(document)?.name?.value });
    } catch (error) {
      warn(`Persisted query ${id} is not valid against the schema and is ignored: ${(error as Error).message}`);
    }
  }
  return {
    text: (id) => documents.get(id)?.text,
    document: (id) => documents.get(id)?.document,
    operationName: (id) => documents.get(id)?.operationName,
    entries: () => documents.values(),
    size: documents.size,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Bytes of document text the store keeps for non-persisted documents (their ASTs are many times larger). */
export const OTHER_DOCUMENTS_MAX_BYTES = 512 * 1024;
/** A non-persisted document longer than this is parsed for its request but never kept. */
export const OTHER_DOCUMENT_MAX_BYTES = 16 * 1024;

const sourceLength = (document: DocumentNode) => document.loc?.source.body.length ?? OTHER_DOCUMENT_MAX_BYTES + 1;

/**
 * Apollo Server 5's document store, pre-populated with the persisted documents. Apollo looks a request up
 * under `documentStoreKeyPrefix + queryHash` (requestPipeline.ts), where queryHash = sha256 hex of the
 * query text and, for a user-provided store, the prefix = `${sha256 hex of printSchema(schema)}:`
 * (ApolloServer.generateSchemaDerivedData). A hit skips parsing AND validation. Persisted documents are
 * pinned; other documents go into an LRU bounded by the bytes of their text (and large ones are not kept),
 * so a flood of distinct documents cannot grow the gateway's memory.
 */
export function createDocumentStore(
  schema: GraphQLSchema,
  persisted: PersistedDocuments,
  limits = { maxBytes: OTHER_DOCUMENTS_MAX_BYTES, maxDocumentBytes: OTHER_DOCUMENT_MAX_BYTES },
): DocumentStore & { readonly otherBytes: number } {
  const prefix = `${sha256(printSchema(schema))}:`;
  const pinned = new Map<string, DocumentNode>();
  for (const { text, document } of persisted.entries()) pinned.set(prefix + sha256(text), document);
  const lru = new Map<string, { document: DocumentNode; bytes: number }>();
  let otherBytes = 0;
  const remove = (key: string) => {
    const entry = lru.get(key);
    if (!entry) return false;
    lru.delete(key);
    otherBytes -= entry.bytes;
    return true;
  };
  return {
    get otherBytes() {
      return otherBytes;
    },
    async get(key) {
      const pin = pinned.get(key);
      if (pin) return pin;
      const entry = lru.get(key);
      if (entry) {
        lru.delete(key);
        lru.set(key, entry);
      }
      return entry?.document;
    },
    async set(key, document) {
      if (pinned.has(key)) return;
      remove(key);
      const bytes = sourceLength(document);
      if (bytes > limits.maxDocumentBytes) return;
      lru.set(key, { document, bytes });
      otherBytes += bytes;
      while (otherBytes > limits.maxBytes) remove(lru.keys().next().value as string);
    },
    async delete(key) {
      return remove(key);
    },
  };
}

/** documentId from `{ documentId }` or `{ extensions: { documentId } }`. */
export function documentIdOf(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const p = payload as { documentId?: unknown; extensions?: { documentId?: unknown } | null };
  const id = p.documentId ?? p.extensions?.documentId;
  return typeof id === 'string' && id ? id : undefined;
}

export const persistedQueryNotFound = (id: string) => ({
  message: `Unknown persisted query "${id}".`,
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
});

/**
 * HTTP: replaces the body's documentId by its stored text before Apollo sees the request. Answers whether the body
 * named a persisted document (and its operation's name), or the id when it is unknown.
 */
export function usePersistedDocument(
  body: unknown,
  persisted: PersistedDocuments,
): { persisted: boolean; operationName?: string; unknownId?: string } {
  const id = documentIdOf(body);
  if (!id) return { persisted: false };
  const text = persisted.text(id);
  if (!text) return { persisted: false, unknownId: id };
  const request = body as Record<string, unknown>;
  request.query = text;
  delete request.documentId;
  const extensions = request.extensions as Record<string, unknown> | undefined;
  if (extensions) delete extensions.documentId;
  return { persisted: true, operationName: persisted.operationName(id) };
}
