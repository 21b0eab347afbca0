import { Suspense, type ComponentType } from 'react';
import { fetchQuery, loadQuery } from 'react-relay';
import { Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { ShellQuery } from '../__generated__/ShellQuery.graphql';
import type { AppConfig } from '../config/config';
import type { FlagName } from '../flags/flagNames';
import { browserStorage, isFlagOn } from '../flags/flags';
import { AlbumPage, loadAlbum } from '../features/albums/album/AlbumPage';
import { AlbumsPage, loadAlbums } from '../features/albums/list/AlbumsPage';
import { AlbumPhotoPreviewPage, SharedAlbumPhotoPreviewPage } from '../features/albums/preview/AlbumPhotoPreviewPage';
import { DownloadsPage, loadDownloads } from '../features/downloads/page/DownloadsPage';
import { LogoutPage } from '../features/logout/LogoutPage';
import { loadOverview, OverviewPage } from '../features/overview/OverviewPage';
import { loadPhotoManagement, PhotoManagementPage } from '../features/photos/library/PhotoManagementPage';
import { AllPhotosPage, loadAllPhotos } from '../features/photos/timeline/AllPhotosPage';
import { loadPhotoPreview, PhotoPreviewPage } from '../features/photos/preview/PhotoPreviewPage';
import { ComingSoonPage } from '../features/placeholder/ComingSoonPage';
import { NotFoundPage } from '../features/placeholder/NotFoundPage';
import { isPublicRoute, PublicPage } from '../features/public/PublicPages';
import { loadSharedAlbum, SharedAlbumPage } from '../features/sharedAlbums/SharedAlbumPage';
import { RouterBridge, withKeptQuery } from '../ui';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';
import { pathTo, ROUTE_NAMES, ROUTES, type RouteDef, type RouteName } from './routes';
import { shellQuery } from './shell/Shell';
import { Shell } from './shell/Shell';
import './FullscreenLayout.css';

export interface AppRouteDeps {
  environment: Environment;
  config: AppConfig;
}

interface Screen {
  Component: ComponentType;
  loader?: (deps: AppRouteDeps, args: LoaderFunctionArgs) => unknown;
}

/** Screens that exist; every other route of the table shows its title and a "not available yet" message. */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  overview: { Component: OverviewPage, loader: ({ environment }) => loadOverview(environment) },
  photoManagement: {
    Component: PhotoManagementPage,
    loader: (deps, args) => loadPhotoManagement(deps.environment, { sharedView: loaderFlag('PhotoManagementSharedAlbumsViewEnabled', deps, args) }),
  },
  photos: { Component: AllPhotosPage, loader: ({ environment }) => loadAllPhotos(environment) },
  photoPreview: {
    Component: PhotoPreviewPage,
    loader: ({ environment }, { params }) => loadPhotoPreview(environment, params.id ?? ''),
  },
  downloads: { Component: DownloadsPage, loader: ({ environment }) => loadDownloads(environment) },
  albums: {
    Component: AlbumsPage,
    loader: (deps, args) => loadAlbums(deps.environment, { sharedView: loaderFlag('PhotoManagementSharedAlbumsViewEnabled', deps, args) }),
  },
  album: { Component: AlbumPage, loader: ({ environment }, { params }) => loadAlbum(environment, params.id ?? '') },
  albumPhotoPreview: { Component: AlbumPhotoPreviewPage },
  sharedAlbumPhotoPreview: { Component: SharedAlbumPhotoPreviewPage },
  sharedAlbum: {
    Component: SharedAlbumPage,
    loader: ({ environment }, { params }) => loadSharedAlbum(environment, params.id ?? ''),
  },
};

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

function RootLayout() {
  return (
    <RouterBridge>
      <Outlet />
      <ScrollRestoration />
    </RouterBridge>
  );
}

function FullscreenLayout() {
  return (
    <main className="fullscreen-layout">
      <Outlet />
    </main>
  );
}

function routeFor(name: RouteName, deps: AppRouteDeps): RouteObject {
  const def = ROUTES[name];
  const screen = SCREENS[name];
  const Component = screen?.Component;
  const element = Component ? <Component /> : isPublicRoute(name) ? <PublicPage route={name} /> : <ComingSoonPage route={name} />;
  const flag = 'flag' in def ? def.flag : undefined;
  const role = 'role' in def ? def.role : undefined;
  const indexRedirect = 'indexRedirect' in def ? (def.indexRedirect as RouteName) : undefined;
  const children = ROUTE_NAMES.filter((child) => (ROUTES[child] as RouteDef).parent === name).map((child) =>
    routeFor(child, deps),
  );
  return {
    id: name,
    path: def.path,
    handle: { name },
    errorElement: <RouteError />,
    element: <Suspense fallback={<PageLoader />}>{element}</Suspense>,
    loader: (args: LoaderFunctionArgs) => {
      const { search } = new URL(args.request.url);
      if (flag && !loaderFlag(flag, deps, args)) {
        throw redirect(withKeptQuery(pathTo('overview'), search));
      }
      const load = () => (screen?.loader ? screen.loader(deps, args) : null);
      if (!role) return load();
      return viewerIsBusiness(deps.environment).then((isBusiness) => {
        if (isBusiness !== null && isBusiness !== (role === 'business')) throw redirect(withKeptQuery(pathTo('overview'), search));
        return load();
      });
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

/** The route tree: every path of the registry, grouped by layout. */
export function createAppRoutes(deps: AppRouteDeps): RouteObject[] {
  const byLayout = (layout: string) =>
    ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout && !(ROUTES[name] as RouteDef).parent).map((name) =>
      routeFor(name, deps),
    );
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: 'shell',
          element: <Shell />,
          errorElement: <RouteError />,
          loader: () => loadQuery<ShellQuery>(deps.environment, shellQuery, {}),
          children: [
            ...byLayout('shell'),
            { id: 'notFound', path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
          ],
        },
        { id: 'fullscreen', element: <FullscreenLayout />, children: byLayout('fullscreen') },
        ...byLayout('public'),
        ...byLayout('bare').map((route) => (route.id === 'logout' ? { ...route, element: <LogoutPage /> } : route)),
      ],
    },
  ];
}
