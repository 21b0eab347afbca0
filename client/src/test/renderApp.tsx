import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConcreteRequest, OperationDescriptor, RequestParameters, Variables } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import type { Session } from '../auth/session';
import { createAppRouter } from '../app/router';
import { BrandContext } from '../brand/BrandContext';
import { DEFAULT_BRAND, type Brand } from '../brand/brands';
import type { AppConfig } from '../config/config';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalogueFor } from './catalogues';

export interface TestViewer {
  firstName?: string | null;
  name?: string | null;
  isBusiness?: boolean;
  accountDeleted?: boolean;
  businessAccountStatus?: 'DEFAULT' | 'NEW' | 'BLOCKED' | 'ACTIVE' | null;
  photoLibrary?: {
    photosCount: number;
    albumsCount: number;
    sharedAlbumsSummary?: { readAlbumsCount: number; grantedAlbumsCount: number } | null;
  } | null;
}

/** The photo library's global id in test answers: every payload answering the library uses it (as the gateway does). */
export const PHOTO_LIBRARY_ID = 'UGhvdG9MaWJyYXJ5OjE';

export const testConfig: AppConfig = {
  oidc: { authority: 'http://localhost:4001/oidc', clientId: 'my-account' },
  graphqlUrl: '/graphql',
  features: { PhotoManagementTimelineViewEnabled: true },
  featureHostnames: {},
};

export const consumer: TestViewer = {
  firstName: 'Emma',
  name: 'Emma Janssen',
  isBusiness: false,
  accountDeleted: false,
  businessAccountStatus: null,
  photoLibrary: { photosCount: 1234, albumsCount: 3 },
};

export const business: TestViewer = {
  firstName: 'Oliver',
  name: 'Oliver Bennett',
  isBusiness: true,
  accountDeleted: false,
  businessAccountStatus: 'NEW',
  photoLibrary: { photosCount: 12, albumsCount: 1 },
};

const QUERIES = import.meta.glob<ConcreteRequest>('../__generated__/*Query.graphql.ts', { eager: true, import: 'default' });
const QUERY_BY_NAME = new Map(Object.values(QUERIES).map((query) => [query.params.name, query]));

/**
 * Answers every query the app starts (route loaders call `loadQuery`, which needs its operation queued in the
 * mock environment first) with mock data around the given viewer. Queries named in `failing` fail.
 * Subscriptions stay open without events.
 */
export function resolveViewer(environment: RelayMockEnvironment, viewer: TestViewer, failing: string[] = []) {
  const network = environment.getNetwork() as { execute: (...args: unknown[]) => unknown };
  const execute = network.execute;
  network.execute = (...args: unknown[]) => {
    const params = args[0] as RequestParameters;
    const query = QUERY_BY_NAME.get(params.name);
    if (query && params.operationKind === 'query') {
      environment.mock.queuePendingOperation(query, args[1] as Variables);
      environment.mock.queueOperationResolver((operation: OperationDescriptor) =>
        failing.includes(params.name)
          ? new Error(`${params.name} failed`)
          : MockPayloadGenerator.generate(operation, {
              Viewer: () => ({ id: 'Vmlld2VyOjE', ...viewer }),
              PhotoLibrary: () => (viewer.photoLibrary ? { id: PHOTO_LIBRARY_ID, ...viewer.photoLibrary } : null),
              Download: () => ({ createdAt: '2026-11-01T10:00:00Z', finishedAt: null }),
              // Dates and amounts the orders screens format (a mock string is not a date nor a currency).
              Order: () => ({ createdAt: '2026-11-01T10:00:00Z' }),
              Money: () => ({ amountInMinorUnits: 2499, currency: 'GBP' }),
            }),
      );
    }
    return execute(...args);
  };
}

export function fakeUserManager() {
  return {
    getUser: vi.fn(async () => ({ id_token: 'id-token', access_token: 'access-token', expired: false })),
    removeUser: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
  };
}

export interface RenderAppOptions {
  viewer?: TestViewer;
  config?: Partial<AppConfig>;
  brand?: Brand;
  environment?: RelayMockEnvironment;
  /** Names of queries that fail (e.g. `OverviewPageQuery`). */
  failing?: string[];
  /** Render in React's StrictMode (as the app does): effects run twice on mount. */
  strict?: boolean;
}

/** Renders the real route tree in a memory router with a Relay mock environment. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const environment = options.environment ?? createMockEnvironment();
  if (!options.environment) resolveViewer(environment, options.viewer ?? consumer, options.failing);
  const config = { ...testConfig, ...options.config };
  const brand = options.brand ?? DEFAULT_BRAND;
  const userManager = fakeUserManager();
  const session: Session = {
    userManager: async () => userManager as unknown as UserManager,
    storedUser: () => ({ access_token: 'access-token', id_token: 'id-token', expired: false }),
    getAccessToken: async () => 'access-token',
  };
  const router = createAppRouter({ environment, config }, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const app = (
    <BrandContext.Provider value={brand}>
      <I18nProvider locale={brand.locale} catalogue={catalogueFor(brand.locale)}>
        <AppProviders config={config} session={session} environment={environment}>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nProvider>
    </BrandContext.Provider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, environment, userManager };
}

/** Sets the viewport width (jsdom's default is 1024 px, a "large" screen). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
