import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Static limits on every document (graphql-armor's rules, plus graphql-js's own token limit at parse time).
 * The first-party client's persisted documents stay far below them (at most 133 tokens, no aliases).
 */
export const DOCUMENT_LIMITS = {
  /** Lexical tokens in one document (the introspection query of GraphiQL has about 200). */
  maxTokens: 2_000,
  /** Aliases in one operation, `__typename` included (aliases of it were the anonymous flood). */
  maxAliases: 15,
  /** Nesting of fields, introspection fields not counted. */
  maxDepth: 12,
  /** Directives in one operation. */
  maxDirectives: 20,
  /** Bytes of a request body from an anonymous caller (introspection and persisted ids only). */
  anonymousBodyBytes: 16 * 1024,
  /** Bytes of a request body from a signed-in caller. */
  bodyBytes: 256 * 1024,
} as const;

/** The validation rules of every document, over HTTP and WebSocket alike. */
export function limitRules(): ValidationRule[] {
  // Reported as validation errors (armor's messages carry a misleading "Syntax Error: " prefix).
  const report = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
  const shared = { exposeLimits: true, propagateOnRejection: false, onReject: [report] };
  return [
    maxAliasesRule({ ...shared, n: DOCUMENT_LIMITS.maxAliases, allowList: [] }),
    maxDepthRule({ ...shared, n: DOCUMENT_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true }),
    maxDirectivesRule({ ...shared, n: DOCUMENT_LIMITS.maxDirectives }),
  ] as ValidationRule[];
}
