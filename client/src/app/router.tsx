import { Suspense, type ReactNode } from 'react';
import { fetchQuery, loadQuery } from 'react-relay';
import {
  createBrowserRouter,
  Outlet,
  redirect,
  ScrollRestoration,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Environment } from 'relay-runtime';
import shellQuery, { type ShellQuery } from '../__generated__/ShellQuery.graphql';
import type { AppConfig } from '../config/config';
import type { FlagName } from '../flags/flagNames';
import { browserStorage, isFlagOn } from '../flags/flags';
import { withKeptQuery } from '../ui';
import { PageLoader } from './PageLoader';
import { RouteQueryRefs, useReleaseRouteQueries } from './queryRefs';
import { RouteError } from './RouteError';
import { isPublicRoute, pathTo, ROUTE_NAMES, ROUTES, routesOfPath, type PublicRoute, type RouteDef, type RouteName } from './routes';
import { screen, type Screen } from './screen';
import { Shell } from './shell/Shell';
import './FullscreenLayout.css';

export interface AppRouteDeps {
  environment: Environment;
  config: AppConfig;
}

/**
 * The screen of each route that has one: its module (`<name>Screen.ts` beside the page, exporting `page` and `loader`),
 * only ever imported here and only with `import()`, so no screen lands in the first load. Public routes show their
 * public page, every other route its title and a "not available yet" message.
 */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  overview: screen(() => import('../features/overview/overviewScreen')),
  photoManagement: screen(() => import('../features/photos/library/photoManagementScreen')),
  photos: screen(() => import('../features/photos/timeline/allPhotosScreen')),
  photoPreview: screen(() => import('../features/photos/preview/photoPreviewScreen')),
  downloads: screen(() => import('../features/downloads/page/downloadsScreen')),
  albums: screen(() => import('../features/albums/list/albumsScreen')),
  album: screen(() => import('../features/albums/album/albumScreen')),
  albumPhotoPreview: screen(() => import('../features/albums/preview/albumPhotoPreviewScreen')),
  sharedAlbumPhotoPreview: screen(() => import('../features/albums/preview/sharedAlbumPhotoPreviewScreen')),
  sharedAlbum: screen(() => import('../features/sharedAlbums/sharedAlbumScreen')),
  orders: screen(() => import('../features/orders/list/ordersScreen')),
  orderDetails: screen(() => import('../features/orders/details/orderDetailsScreen')),
  logout: screen(() => import('../features/logout/logoutScreen')),
  settings: screen(() => import('../features/settings/overview/settingsScreen')),
  personalDetails: screen(() => import('../features/settings/personalDetails/personalDetailsScreen')),
  changeEmail: screen(() => import('../features/settings/email/changeEmailScreen')),
  addAddress: screen(() => import('../features/settings/addresses/addAddressScreen')),
  changeAddress: screen(() => import('../features/settings/addresses/editAddressScreen')),
  allAddresses: screen(() => import('../features/settings/addresses/allAddressesScreen')),
  paymentMethod: screen(() => import('../features/settings/paymentMethod/paymentMethodScreen')),
  settingsB2b: screen(() => import('../features/business/settings/settingsB2bScreen')),
  changeEmailB2b: screen(() => import('../features/business/settings/changeEmailB2bScreen')),
  addAddressB2b: screen(() => import('../features/business/settings/addAddressB2bScreen')),
  changeAddressB2b: screen(() => import('../features/business/settings/editAddressB2bScreen')),
  invoices: screen(() => import('../features/invoices/invoicesScreen')),
  ftpIntegration: screen(() => import('../features/business/ftp/ftpScreen')),
  savedProjects: screen(() => import('../features/projects/savedProjectsScreen')),
  widgets: screen(() => import('../features/photoBooks/list/photoBooksScreen')),
  widgetShare: screen(() => import('../features/photoBooks/detail/photoBookScreen')),
};
const publicScreen = screen<{ route: PublicRoute }>(() => import('../features/public/publicScreen'));
const comingSoonScreen = screen<{ route: RouteName }>(() => import('../features/placeholder/comingSoonScreen'));
const notFoundScreen = screen(() => import('../features/placeholder/notFoundScreen'));

/** The code and loader of a route's screen. */
function screenOf(name: RouteName): Pick<Screen, 'preload' | 'loader'> {
  return SCREENS[name] ?? (isPublicRoute(name) ? publicScreen : comingSoonScreen);
}

/**
 * The element of a route once its screen's code is in (react-router's `lazy`, loaded in parallel with the loader):
 * the screen behind the route's Suspense fallback (shown while its data loads); placeholders get the route's name.
 */
async function screenElement(name: RouteName) {
  const routeScreen = SCREENS[name];
  if (routeScreen) {
    const Page = await routeScreen.load();
    return wrapScreen(<Page />);
  }
  if (isPublicRoute(name)) {
    const PublicPage = await publicScreen.load();
    return wrapScreen(<PublicPage route={name} />);
  }
  const ComingSoonPage = await comingSoonScreen.load();
  return wrapScreen(<ComingSoonPage route={name} />);
}

const wrapScreen = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

/**
 * Starts loading the code of the screens a path shows, before the router (which waits for the configuration and the
 * sign-in check) asks for it.
 */
export function preloadScreensOf(pathname: string) {
  const names = routesOfPath(pathname);
  if (names.length === 0) notFoundScreen.preload();
  for (const name of names) screenOf(name).preload();
}

/**
 * Whether the signed-in customer is a business customer, from the shell's query (the store, or the request the shell
 * route already started). Unknown (the query failed) counts as allowed: the screen's own query then reports.
 */
async function viewerIsBusiness(environment: Environment): Promise<boolean | null> {
  try {
    const data = await fetchQuery<ShellQuery>(environment, shellQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    return data?.viewer.isBusiness ?? null;
  } catch {
    return null;
  }
}

/** A feature flag as a route loader sees it (the request's query string, browser storage, configuration). */
function loaderFlag(name: FlagName, deps: AppRouteDeps, args: LoaderFunctionArgs): boolean {
  const { search } = new URL(args.request.url);
  return isFlagOn(name, { search, storage: browserStorage(), config: deps.config, hostname: window.location.hostname });
}

function RootLayout({ queryRefs }: { queryRefs: RouteQueryRefs }) {
  useReleaseRouteQueries(queryRefs);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function FullscreenLayout() {
  return (
    <main className="fullscreen-layout">
      <Outlet />
    </main>
  );
}

function routeFor(name: RouteName, deps: AppRouteDeps, queryRefs: RouteQueryRefs): RouteObject {
  const def = ROUTES[name];
  const routeScreen = screenOf(name);
  const flag = 'flag' in def ? def.flag : undefined;
  const role = 'role' in def ? def.role : undefined;
  const business = 'business' in def ? (def.business as RouteName) : undefined;
  const indexRedirect = 'indexRedirect' in def ? (def.indexRedirect as RouteName) : undefined;
  const children = ROUTE_NAMES.filter((child) => (ROUTES[child] as RouteDef).parent === name).map((child) =>
    routeFor(child, deps, queryRefs),
  );
  return {
    id: name,
    path: def.path,
    handle: { name },
    errorElement: <RouteError />,
    lazy: async () => ({ element: await screenElement(name) }),
    loader: async (args: LoaderFunctionArgs) => {
      const { search } = new URL(args.request.url);
      if (flag && !loaderFlag(flag, deps, args)) {
        throw redirect(withKeptQuery(pathTo('overview'), search));
      }
      routeScreen.preload();
      if (role || business) {
        const isBusiness = await viewerIsBusiness(deps.environment);
        if (role && isBusiness !== null && isBusiness !== (role === 'business')) throw redirect(withKeptQuery(pathTo('overview'), search));
        if (business && isBusiness) throw redirect(withKeptQuery(pathTo(business, args.params), search));
      }
      const data = await routeScreen.loader({ environment: deps.environment, params: args.params, flag: (flagName) => loaderFlag(flagName, deps, args) });
      return data === null ? null : queryRefs.track(data);
    },
    ...(children.length > 0 || indexRedirect
      ? {
          children: [
            ...(indexRedirect
              ? [
                  {
                    index: true,
                    loader: ({ request }: LoaderFunctionArgs) =>
                      redirect(withKeptQuery(pathTo(indexRedirect), new URL(request.url).search)),
                  },
                ]
              : []),
            ...children,
          ],
        }
      : {}),
  };
}

/**
 * The route tree: every path of the registry, grouped by layout. The query references its loaders hand out are
 * disposed once their routes are left (`queryRefs`, which follows the router made from these routes).
 */
export function createAppRoutes(deps: AppRouteDeps, queryRefs: RouteQueryRefs): RouteObject[] {
  const byLayout = (layout: string) =>
    ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout && !(ROUTES[name] as RouteDef).parent).map((name) =>
      routeFor(name, deps, queryRefs),
    );
  return [
    {
      id: 'root',
      element: <RootLayout queryRefs={queryRefs} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: 'shell',
          element: <Shell />,
          errorElement: <RouteError />,
          loader: () => queryRefs.track(loadQuery<ShellQuery>(deps.environment, shellQuery, {})),
          children: [
            ...byLayout('shell'),
            {
              id: 'notFound',
              path: '*',
              lazy: async () => {
                const NotFoundPage = await notFoundScreen.load();
                return { element: wrapScreen(<NotFoundPage />) };
              },
              errorElement: <RouteError />,
            },
          ],
        },
        { id: 'fullscreen', element: <FullscreenLayout />, children: byLayout('fullscreen') },
        ...byLayout('public'),
        ...byLayout('bare'),
      ],
    },
  ];
}

/** The app's router (a browser router; tests pass a memory router). */
export function createAppRouter(
  deps: AppRouteDeps,
  create: (routes: RouteObject[]) => DataRouter = (routes) => createBrowserRouter(routes),
): DataRouter {
  const queryRefs = new RouteQueryRefs();
  const router = create(createAppRoutes(deps, queryRefs));
  queryRefs.follow(router);
  return router;
}
