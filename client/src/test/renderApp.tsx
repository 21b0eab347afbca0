import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserManager } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Store } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import type { Session } from '../auth/session';
import { createAppRouter } from '../app/router';
import { BrandContext } from '../brand/BrandContext';
import { DEFAULT_BRAND, type Brand } from '../brand/brands';
import type { AppConfig } from '../config/config';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalogueFor } from './catalogues';
import { consumer, viewerResolvers, type TestViewer } from './factories/viewer';
import { createTestRelay, testConfig, type Handler, type World } from './relay';

/** A test viewer's account; dates and amounts the screens format (a mock string is not a date nor a currency). */
const viewerWorld = (viewer: TestViewer): World => ({
  resolvers: {
    ...viewerResolvers(viewer),
    Download: () => ({ createdAt: '2026-11-01T10:00:00Z', finishedAt: null }),
    Order: () => ({ createdAt: '2026-11-01T10:00:00Z' }),
    DeliveryDates: () => ({ earliest: '2026-11-05', latest: '2026-11-07' }),
    Money: () => ({ amountInMinorUnits: 2499, currency: 'GBP' }),
  },
});

/**
 * Answers every world gives unless it says otherwise: a photo's preview asks for the orders it was printed in under
 * `node(id:)`, which a generated answer (another id) would point at another record than the preview's own photo.
 */
const defaultHandlers: Record<string, Handler> = {
  PhotoPrintOrdersQuery: ({ id }) => ({ node: { __typename: 'Photo', id, printedIn: [] } }),
};

export function fakeUserManager() {
  return {
    getUser: vi.fn(async () => ({ id_token: 'id-token', access_token: 'access-token', expired: false })),
    removeUser: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
  };
}

export interface RenderAppOptions {
  /** The signed-in customer when no `world` is given (default: a consumer). */
  viewer?: TestViewer;
  /** A domain's fake account (in place of the viewer's). */
  world?: World;
  /** Resolvers over the world's. */
  resolvers?: MockResolvers;
  /** Handlers over the world's. */
  handlers?: Record<string, Handler>;
  /** Names of operations that fail (e.g. `OverviewPageQuery`). */
  failing?: readonly string[];
  store?: Store;
  config?: Partial<AppConfig>;
  brand?: Brand;
  /** Render in React's StrictMode (as the app does): effects run twice on mount. */
  strict?: boolean;
}

/**
 * Renders the real route tree in a memory router; the Relay environment answers from the world (createTestRelay).
 * Subscriptions stay open without events.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const world = options.world ?? viewerWorld(options.viewer ?? consumer);
  const relay = createTestRelay(
    { ...world.resolvers, ...options.resolvers },
    { ...defaultHandlers, ...world.handlers, ...options.handlers },
    { failing: [...(world.failing ?? []), ...(options.failing ?? [])], store: options.store },
  );
  const { environment } = relay;
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
  const user = userEvent.setup();
  /** Replaces a field's text as the customer does: clears it, then types. */
  const retype = async (field: Element, text: string) => {
    await user.clear(field);
    await user.type(field, text);
  };
  return { ...result, router, relay, environment, userManager, user, retype };
}

/** Sets the viewport width (jsdom's default is 1024 px, a "large" screen). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
