import { GraphQLError, Kind, type GraphQLScalarType, type GraphQLScalarTypeConfig } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO 8601 date-time with time zone.');
  }
  return value;
}

// A plain config object, not a GraphQLScalarType: graphql-tools copies every key onto the SDL scalar, and a
// GraphQLScalarType instance would overwrite the SDL description with `undefined`.
const dateTime: Omit<GraphQLScalarTypeConfig<string, string>, 'name'> = {
  serialize: (value) => (value instanceof Date ? value.toISOString() : parseDateTime(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return parseDateTime(ast.value);
  },
};

export const baseResolvers: Resolvers = {
  DateTime: dateTime as GraphQLScalarType,
};
