import type { ConcreteRequest, OperationDescriptor, RequestParameters, Store, Variables } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import { consumer, PHOTO_LIBRARY_ID } from '../../../test/renderApp';

export interface FakeMonth {
  year: number;
  month: number;
  count: number;
  isUnknownDate?: boolean;
}

export interface FakeLibrary {
  months: FakeMonth[];
  albumsCount?: number;
  /** The library is unavailable (`photoLibrary: null`). */
  unavailable?: boolean;
}

const QUERIES = import.meta.glob<ConcreteRequest>('../../../__generated__/*Query.graphql.ts', { eager: true, import: 'default' });
const QUERY_BY_NAME = new Map(Object.values(QUERIES).map((query) => [query.params.name, query]));

export const monthId = (m: FakeMonth) => `TimelineMonth:${m.year}-${String(m.month).padStart(2, '0')}`;
export const photoId = (monthGlobalId: string, n: number) => `${monthGlobalId}#${n}`;

/**
 * A Relay mock environment answering the photo library queries from a fake library: the summary, and each
 * month's pages (`first` / `after` honoured), and other types from `resolvers`. `operations` records the query names
 * and variables sent.
 */
export function createPhotoEnvironment(
  library: FakeLibrary,
  failing: string[] = [],
  { store, resolvers = {} }: { store?: Store; resolvers?: MockResolvers } = {},
) {
  const environment: RelayMockEnvironment = createMockEnvironment(store ? { store } : {});
  const operations: { name: string; variables: Variables }[] = [];
  const months = library.months.map((m) => ({
    id: monthId(m),
    year: m.year,
    month: m.month,
    count: m.count,
    isUnknownDate: m.isUnknownDate ?? (m.year === 1970 && m.month === 1),
  }));
  const network = environment.getNetwork() as { execute: (...args: unknown[]) => unknown };
  const execute = network.execute;
  network.execute = (...args: unknown[]) => {
    const params = args[0] as RequestParameters;
    const variables = args[1] as Variables;
    const query = QUERY_BY_NAME.get(params.name);
    if (query && params.operationKind === 'query') {
      operations.push({ name: params.name, variables });
      environment.mock.queuePendingOperation(query, variables);
      environment.mock.queueOperationResolver((operation: OperationDescriptor) => {
        if (failing.includes(params.name)) return new Error(`${params.name} failed`);
        const vars = operation.request.variables;
        const month = months.find((m) => m.id === vars.id);
        return MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ id: 'Vmlld2VyOjE', ...consumer, ...(library.unavailable ? { photoLibrary: null } : {}) }),
          PhotoLibrary: () =>
            library.unavailable
              ? null
              : {
                  id: PHOTO_LIBRARY_ID,
                  photosCount: months.reduce((n, m) => n + m.count, 0),
                  albumsCount: library.albumsCount ?? 3,
                  status: 'ACTIVE',
                  months,
                },
          Node: () => ({ __typename: 'TimelineMonth', id: vars.id }),
          Album: () => ({ created: '2024-03-01T10:00:00Z' }),
          ...(month ? { TimelineMonth: () => month } : {}),
          ...resolvers,
          PhotoConnection: () => {
            const start = vars.after ? Number(vars.after) : 0;
            const end = Math.min(month?.count ?? 0, start + Number(vars.first ?? 24));
            const edges = [];
            for (let n = start; n < end; n++) {
              edges.push({
                cursor: String(n + 1),
                node: {
                  __typename: 'Photo',
                  id: photoId(month!.id, n),
                  localFileName: `IMG_${month!.year}${String(month!.month).padStart(2, '0')}_${n + 1}.jpg`,
                  thumbnail: { url: `https://storage.example/${n}.jpg` },
                },
              });
            }
            return {
              edges,
              pageInfo: { hasNextPage: end < (month?.count ?? 0), endCursor: String(end), hasPreviousPage: false, startCursor: String(start) },
              totalCount: month?.count ?? 0,
            };
          },
        });
      });
    }
    return execute(...args);
  };
  return { environment, operations, months };
}
