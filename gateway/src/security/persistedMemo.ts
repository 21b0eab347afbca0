import type { DocumentNode } from 'graphql';

/** Answers remembered per persisted document (distinct operation name + variables). */
export const MEMO_ENTRIES_PER_DOCUMENT = 256;
/** Variables longer than this (as JSON) are never remembered: the memory stays small whatever callers send. */
export const MEMO_KEY_MAX = 1_024;

/**
 * Remembers a pure function of (document, operation name, variables), e.g. a persisted document's static cost:
 * the same document (persisted documents are pinned: one DocumentNode each) with the same variables always gets
 * the same answer. Bounded: `MEMO_ENTRIES_PER_DOCUMENT` answers per document, keys of at most `MEMO_KEY_MAX`.
 */
export function documentMemo<T>() {
  const memo = new WeakMap<DocumentNode, Map<string, T>>();
  return {
    get(document: DocumentNode, key: string | null): T | undefined {
      return key === null ? undefined : memo.get(document)?.get(key);
    },
    set(document: DocumentNode, key: string | null, value: T) {
      if (key === null) return;
      let answers = memo.get(document);
      if (!answers) memo.set(document, (answers = new Map()));
      if (answers.size >= MEMO_ENTRIES_PER_DOCUMENT) answers.clear();
      answers.set(key, value);
    },
  };
}

/** The memo key of a request (null when its variables are too long to be remembered). */
export function memoKey(operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): string | null {
  const key = `${operationName ?? ''}:${JSON.stringify(variables ?? {})}`;
  return key.length > MEMO_KEY_MAX ? null : key;
}
