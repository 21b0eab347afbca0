import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './modules';

export const DEFAULT_SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

/** Reads every schema/*.graphql file (one per domain); generated files in __generated__ are not read. */
export function loadTypeDefs(dir = DEFAULT_SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

export function buildSchema(dir = DEFAULT_SCHEMA_DIR): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(dir), resolvers: resolvers as never });
}
