import {
  getNamedType, isLeafType, type DocumentNode, type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { codedError } from '../errors';

/** Most a single operation may cost (the client's heaviest page, 100 photos of an album for the preview, costs about 400). */
export const MAX_OPERATION_COST = 10_000;
/** Every mutation field costs this much on top of what it selects (it writes upstream). */
export const MUTATION_FIELD_COST = 10;

/**
 * The cost model (GitHub / Shopify style): a leaf costs 0, an object field 1 plus what it selects, a connection
 * 1 plus `first` (or `last`, paging backwards) times what one item selects, a field taking a list of `ids` 1 plus that many times what it
 * selects, a mutation field `MUTATION_FIELD_COST` more. So 100 aliases of a month's first 24 photos cost what
 * 2,400 photos cost, and a deep page of pages multiplies.
 */
const estimator = (mutationType: string | undefined): ComplexityEstimator => ({ type, field, args, childComplexity }) => {
  if (isLeafType(getNamedType(field.type))) return 0;
  const base = type.name === mutationType ? 1 + MUTATION_FIELD_COST : 1;
  const typeName = getNamedType(field.type).name;
  const count = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : undefined;
  if (typeName.endsWith('Connection') && count !== undefined) {
    return base + Math.max(0, count) * Math.max(1, childComplexity);
  }
  if (Array.isArray(args.ids)) return base + args.ids.length * Math.max(1, childComplexity);
  return base + childComplexity;
};

export interface CostInput {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** The operation's cost, or null when its variables do not coerce (execution then reports them). */
export function operationCost(schema: GraphQLSchema, { document, operationName, variables }: CostInput): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operationName ?? undefined,
      variables: variables ?? {},
      estimators: [estimator(schema.getMutationType()?.name)],
    });
  } catch {
    return null;
  }
}

export function queryTooCostly(cost: number, maxCost = MAX_OPERATION_COST) {
  return codedError('QUERY_TOO_COSTLY',
    `The operation costs ${cost}; the limit is ${maxCost}. Ask for fewer items (smaller \`first\`) or fewer fields.`,
    { cost, maxCost, http: { status: 400 } });
}
