// relay-test-utils ships Flow types only; the part the tests use.
declare module 'relay-test-utils' {
  import type { Environment, OperationDescriptor, GraphQLResponse } from 'relay-runtime';
  export interface MockResolvers {
    [typeName: string]: (context: unknown, generateId: () => number) => unknown;
  }
  export interface RelayMockEnvironment extends Environment {
    mock: {
      resolveMostRecentOperation(
        payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse),
      ): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      queueOperationResolver(resolver: (operation: OperationDescriptor) => GraphQLResponse | Error | null | undefined): void;
      getAllOperations(): OperationDescriptor[];
      queuePendingOperation(query: unknown, variables: Record<string, unknown>): void;
      isLoading(request: unknown, variables: unknown): boolean;
    };
  }
  export function createMockEnvironment(config?: object): RelayMockEnvironment;
  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): GraphQLResponse;
  };
}
