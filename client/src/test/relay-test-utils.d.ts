// relay-test-utils ships Flow types only; the part the tests use.
declare module 'relay-test-utils' {
  import type { OperationDescriptor, GraphQLResponse } from 'relay-runtime';
  /** What a resolver is told of the field it answers (its arguments with the variables' values). */
  export interface MockResolverContext {
    name?: string | null;
    path?: readonly string[] | null;
    args?: Record<string, unknown> | null;
  }
  export interface MockResolvers {
    [typeName: string]: (context: MockResolverContext, generateId: () => number) => unknown;
  }
  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): GraphQLResponse;
  };
}
