import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { createApollo4QueryValidationPlugin } from 'graphql-constraint-directive/apollo4';
import type { Context } from '../context';
import { documentMemo, memoKey } from './persistedMemo';

/**
 * The `@constraint` check of the inputs (graphql-constraint-directive): BAD_USER_INPUT naming the field when a list
 * or string is out of bounds. Its verdict depends only on the document, the operation and the variables, so a
 * persisted document that passed with some variables is not checked again with the same ones (`documentMemo`);
 * refusals are never remembered, and other documents are checked on every request.
 */
export function constraintPlugin(): ApolloServerPlugin<Context> {
  const plugin = createApollo4QueryValidationPlugin<Context>();
  const passed = documentMemo<true>();
  return {
    serverWillStart: plugin.serverWillStart,
    async requestDidStart(requestContext) {
      const check = (await plugin.requestDidStart!(requestContext)) as GraphQLRequestListener<Context>;
      return {
        async didResolveOperation(resolved) {
          if (!resolved.operation) return; // no such operation in the document: execution reports it (400)
          if (!resolved.contextValue.request.persisted) return check.didResolveOperation!(resolved);
          const key = memoKey(resolved.request.operationName, resolved.request.variables);
          if (passed.get(resolved.document, key)) return;
          await check.didResolveOperation!(resolved);
          passed.set(resolved.document, key, true);
        },
      };
    },
  };
}
