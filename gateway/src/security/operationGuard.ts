import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind, getOperationAST, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import type { Context } from '../context';
import { unauthenticated } from '../errors';
import type { CostBudget } from './budget';
import { MAX_OPERATION_COST, operationCost, queryTooCostly } from './cost';
import { documentMemo, memoKey } from './persistedMemo';

export interface OperationGuard {
  /**
   * Before execution: an anonymous caller may run persisted documents, introspection, the public queries and mutations only; the operation's
   * cost must be within `MAX_OPERATION_COST`; the cost is spent from the caller's budget (per customer, or per
   * address when anonymous). Throws the coded refusal.
   */
  check(request: GuardedRequest): Promise<number>;
}

export interface GuardedRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** The signed-in customer's account id; null for an anonymous caller. */
  accountId: string | null;
  /** The caller's network address (the budget key of anonymous callers). */
  address: string;
  /** The document is one of the first-party client's persisted documents. */
  persisted: boolean;
}

/**
 * The mutations anyone may run, signed in or not: the confirmations of an e-mailed link (spec §6: the public
 * confirmation pages and the subscription confirmation need no authentication). Their resolvers need no viewer.
 */
export const PUBLIC_MUTATIONS: ReadonlySet<string> = new Set(['confirmEmailChange', 'confirmAccountDeletion', 'confirmSubscription']);

/**
 * The queries anyone may run as their own documents: `site`, the brand site's public configuration (no customer data
 * is reachable from it; its upstream calls are cached across requests under the registry's channels only, so no
 * document can make the services be asked more; cost, depth, alias and budget limits hold as for every document).
 */
export const PUBLIC_QUERIES: ReadonlySet<string> = new Set(['site']);

/**
 * True when the operation is introspection only, a query of public queries (and introspection) only, or a mutation of
 * public mutations (and `__typename`) only.
 */
export function isPublicOperation(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const allowed = operation.operation === 'mutation' ? PUBLIC_MUTATIONS : operation.operation === 'query' ? PUBLIC_QUERIES : new Set<string>();
  return rootFieldsAll(document, operation, (name) => name.startsWith('__') || allowed.has(name));
}

function rootFieldsAll(document: DocumentNode, operation: OperationDefinitionNode, allowed: (name: string) => boolean): boolean {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));
  const seen = new Set<string>();
  const only = (set: SelectionSetNode): boolean => set.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return allowed(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) return only(selection.selectionSet);
    if (seen.has(selection.name.value)) return true;
    seen.add(selection.name.value);
    const fragment = fragments.get(selection.name.value);
    return !fragment || only(fragment.selectionSet);
  });
  return only(operation.selectionSet);
}

/**
 * The static cost of a persisted document for given variables never changes: it is computed once per distinct
 * (operation name, variables) and remembered (see `documentMemo`). Other documents are costed on every request.
 */
function memoizedCost(schema: GraphQLSchema) {
  const memo = documentMemo<number | null>();
  return (request: GuardedRequest) => {
    if (!request.persisted) return operationCost(schema, request);
    const key = memoKey(request.operationName, request.variables);
    let cost = memo.get(request.document, key);
    if (cost === undefined) memo.set(request.document, key, (cost = operationCost(schema, request)));
    return cost;
  };
}

export function createOperationGuard(schema: GraphQLSchema, budget: CostBudget, maxCost = MAX_OPERATION_COST): OperationGuard {
  const costOf = memoizedCost(schema);
  return {
    async check(request) {
      const operation = getOperationAST(request.document, request.operationName);
      if (!operation) return 0; // execution reports the missing operation
      if (!request.accountId && !request.persisted && !isPublicOperation(request.document, operation)) {
        throw unauthenticated('Sign in to run your own documents: anonymous callers may run the public confirmations, '
          + '`site`, introspection and the persisted documents only.');
      }
      const cost = costOf(request);
      if (cost === null) return 0; // variables do not coerce: execution reports them
      if (cost > maxCost) throw queryTooCostly(cost, maxCost);
      await budget.spend(request.accountId ? `account:${request.accountId}` : `address:${request.address}`, cost);
      return cost;
    },
  };
}

/** The guard as an Apollo plugin: runs once the operation is resolved, before any resolver. */
export function operationGuardPlugin(guard: OperationGuard): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue }) {
          await guard.check({
            document,
            operationName: request.operationName,
            variables: request.variables,
            accountId: contextValue.viewer?.accountId ?? null,
            address: contextValue.request.address,
            persisted: contextValue.request.persisted,
          });
        },
      };
    },
  };
}
