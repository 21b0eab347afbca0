import { defineMessages, type MessageDescriptor } from 'react-intl';
import { generatePath, matchPath } from 'react-router';
import type { FlagName } from '../flags/flagNames';

/**
 * Where a screen sits:
 * - `shell`: header + side menu around the page (signed-in customers);
 * - `fullscreen`: signed-in, without the menu (photo previews);
 * - `public`: no sign-in needed (confirmation pages);
 * - `bare`: nothing around it (logout).
 */
export type RouteLayout = 'shell' | 'fullscreen' | 'public' | 'bare';

export interface RouteDef {
  path: string;
  layout: RouteLayout;
  title: MessageDescriptor;
  /** The screen is available only with this flag on; otherwise the customer is sent to the overview. */
  flag?: FlagName;
  /**
   * The screen is for this kind of customer only (spec §6: invoices, FTP instructions and business settings for
   * business customers, online photo books for the others); the other kind is sent to the overview, whatever the
   * menu shows.
   */
  role?: 'business' | 'consumer';
  /** A "Back to …" link shown above the title. */
  back?: 'settings' | 'settingsB2b' | 'orders';
  /**
   * The business customer's counterpart of a consumer screen (spec §2: /settings and /settings/b2b, their e-mail and
   * address pages): a business customer is sent there, keeping the path's parameters and the query string.
   */
  business?: string;
  /** A nested route: it renders inside this layout route (e.g. the tabs of /my-photos). */
  parent?: string;
  /** A layout route: its own path redirects to this child route, keeping the query string. */
  indexRedirect?: string;
}

const t = defineMessages({
  overview: { id: 'route.overview.title', defaultMessage: 'My account overview' },
  accountDeleted: { id: 'route.accountDeleted.title', defaultMessage: 'Your account has been deleted' },
  deleteAccountConfirmation: { id: 'route.deleteAccountConfirmation.title', defaultMessage: 'Deleting your account' },
  deleteAccountError: { id: 'route.deleteAccountError.title', defaultMessage: "Your account couldn't be deleted" },
  savedProjects: { id: 'route.savedProjects.title', defaultMessage: 'My saved projects' },
  orders: { id: 'route.orders.title', defaultMessage: 'Orders' },
  orderDetails: { id: 'route.orderDetails.title', defaultMessage: 'Order details' },
  photoManagement: { id: 'route.photoManagement.title', defaultMessage: 'My photos' },
  photos: { id: 'route.photos.title', defaultMessage: 'Photos' },
  photoPreview: { id: 'route.photoPreview.title', defaultMessage: 'Photo preview' },
  albums: { id: 'route.albums.title', defaultMessage: 'Albums' },
  album: { id: 'route.album.title', defaultMessage: 'Album' },
  sharedAlbum: { id: 'route.sharedAlbum.title', defaultMessage: 'Shared album' },
  downloads: { id: 'route.downloads.title', defaultMessage: 'Downloads' },
  settings: { id: 'route.settings.title', defaultMessage: 'My settings' },
  changeEmail: { id: 'route.changeEmail.title', defaultMessage: 'Change email address' },
  personalDetails: { id: 'route.personalDetails.title', defaultMessage: 'Change personal details' },
  paymentMethod: { id: 'route.paymentMethod.title', defaultMessage: 'Change your payment method' },
  addAddress: { id: 'route.addAddress.title', defaultMessage: 'Delivery address' },
  changeAddress: { id: 'route.changeAddress.title', defaultMessage: 'Edit' },
  changeEmailConfirmation: { id: 'route.changeEmailConfirmation.title', defaultMessage: 'Confirming your new email address' },
  changeEmailSuccess: { id: 'route.changeEmailSuccess.title', defaultMessage: 'Your email address has been changed' },
  changeEmailError: { id: 'route.changeEmailError.title', defaultMessage: "Your email wasn't changed" },
  logout: { id: 'route.logout.title', defaultMessage: 'Sign out' },
  widgets: { id: 'route.widgets.title', defaultMessage: 'My online photo books' },
  widgetShare: { id: 'route.widgetShare.title', defaultMessage: 'Share your online photo book' },
  invoices: { id: 'route.invoices.title', defaultMessage: 'B2B invoices' },
  ftpIntegration: { id: 'route.ftpIntegration.title', defaultMessage: 'FTP instructions' },
  doubleOptInConfirmation: { id: 'route.doubleOptInConfirmation.title', defaultMessage: 'Confirming your subscription' },
  doubleOptInConfirmationSuccess: {
    id: 'route.doubleOptInConfirmationSuccess.title',
    defaultMessage: 'Success! Your e-mail address has been successfully subscribed',
  },
  doubleOptInConfirmationError: { id: 'route.doubleOptInConfirmationError.title', defaultMessage: 'Your subscription failed' },
  notFound: { id: 'route.notFound.title', defaultMessage: 'Page not found' },
});

/**
 * THE route registry: every path of spec §2 under its name (the spec's "alternative route naming", plus
 * `overview` and `orders`). Navigate with `pathTo(name, params)`, never with literal paths.
 */
export const ROUTES = {
  overview: { path: '/', layout: 'shell', title: t.overview },
  accountDeleted: { path: '/account-deleted', layout: 'public', title: t.accountDeleted },
  deleteAccountConfirmation: { path: '/delete-account-confirmation', layout: 'public', title: t.deleteAccountConfirmation },
  deleteAccountError: { path: '/delete-account-error', layout: 'public', title: t.deleteAccountError },
  savedProjects: { path: '/saved-projects', layout: 'shell', title: t.savedProjects },
  orders: { path: '/orders', layout: 'shell', title: t.orders },
  orderDetails: { path: '/orders/:orderCode', layout: 'shell', title: t.orderDetails, back: 'orders' },
  photoManagement: { path: '/my-photos', layout: 'shell', title: t.photoManagement, indexRedirect: 'photos' },
  photos: { path: '/my-photos/photos', layout: 'shell', title: t.photos, parent: 'photoManagement' },
  photoPreview: {
    path: '/my-photos/photos/preview/:id',
    layout: 'fullscreen',
    title: t.photoPreview,
    flag: 'PhotoManagementTimelineViewEnabled',
  },
  albums: { path: '/my-photos/albums', layout: 'shell', title: t.albums, parent: 'photoManagement' },
  album: { path: '/my-photos/albums/:id', layout: 'shell', title: t.album },
  albumPhotoPreview: {
    path: '/my-photos/albums/:id/preview/:photoId',
    layout: 'fullscreen',
    title: t.photoPreview,
    flag: 'PhotoManagementAlbumViewEnabled',
  },
  sharedAlbum: {
    path: '/my-photos/shared-albums/:id',
    layout: 'shell',
    title: t.sharedAlbum,
    flag: 'PhotoManagementSharedAlbumsViewEnabled',
  },
  sharedAlbumPhotoPreview: {
    path: '/my-photos/shared-albums/:id/preview/:photoId',
    layout: 'fullscreen',
    title: t.photoPreview,
    flag: 'PhotoManagementSharedAlbumsViewEnabled',
  },
  downloads: { path: '/downloads', layout: 'shell', title: t.downloads },
  settings: { path: '/settings', layout: 'shell', title: t.settings, business: 'settingsB2b' },
  settingsB2b: { path: '/settings/b2b', layout: 'shell', title: t.settings, role: 'business' },
  changeEmailB2b: { path: '/settings/b2b/email', layout: 'shell', title: t.changeEmail, back: 'settingsB2b', role: 'business' },
  personalDetails: { path: '/settings/personal-details', layout: 'shell', title: t.personalDetails, back: 'settings' },
  paymentMethod: { path: '/settings/payment-method', layout: 'shell', title: t.paymentMethod, back: 'settings' },
  changeEmail: { path: '/settings/email', layout: 'shell', title: t.changeEmail, back: 'settings', business: 'changeEmailB2b' },
  addAddress: { path: '/settings/new-address', layout: 'shell', title: t.addAddress, back: 'settings', business: 'addAddressB2b' },
  changeAddress: {
    path: '/settings/address/:addressId?',
    layout: 'shell',
    title: t.changeAddress,
    back: 'settings',
    business: 'changeAddressB2b',
  },
  allAddresses: { path: '/settings/addresses/all', layout: 'shell', title: t.addAddress, back: 'settings', business: 'settingsB2b' },
  addAddressB2b: { path: '/settings/b2b/new-address', layout: 'shell', title: t.addAddress, back: 'settingsB2b', role: 'business' },
  changeAddressB2b: {
    path: '/settings/b2b/address/:addressId?',
    layout: 'shell',
    title: t.changeAddress,
    back: 'settingsB2b',
    role: 'business',
  },
  changeEmailConfirmation: { path: '/change-email-confirmation', layout: 'public', title: t.changeEmailConfirmation },
  changeEmailSuccess: { path: '/change-email-success', layout: 'public', title: t.changeEmailSuccess },
  changeEmailError: { path: '/change-email-error', layout: 'public', title: t.changeEmailError },
  logout: { path: '/logout', layout: 'bare', title: t.logout },
  widgets: { path: '/online-products', layout: 'shell', title: t.widgets, role: 'consumer' },
  widgetShare: { path: '/online-products/:productCode', layout: 'shell', title: t.widgetShare, role: 'consumer' },
  invoices: { path: '/invoices', layout: 'shell', title: t.invoices, role: 'business' },
  ftpIntegration: { path: '/integration', layout: 'shell', title: t.ftpIntegration, role: 'business' },
  doubleOptInConfirmation: { path: '/subscription-confirmation', layout: 'public', title: t.doubleOptInConfirmation },
  doubleOptInConfirmationSuccess: {
    path: '/subscription-confirmation-success',
    layout: 'public',
    title: t.doubleOptInConfirmationSuccess,
  },
  doubleOptInConfirmationError: {
    path: '/subscription-confirmation-error',
    layout: 'public',
    title: t.doubleOptInConfirmationError,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export const NOT_FOUND_TITLE = t.notFound;

/** The path of a named route, e.g. `pathTo('album', { id })`. */
export function pathTo(name: RouteName, params: Record<string, string | undefined> = {}): string {
  return generatePath(ROUTES[name].path, params as never);
}

/** The registered route a pathname belongs to, if any. */
export function routeOfPath(pathname: string): RouteName | undefined {
  return ROUTE_NAMES.find((name) => matchPath({ path: ROUTES[name].path, end: true }, pathname) !== null);
}

/** The routes a path shows, outermost first (a tab's route after its layout route). */
export function routesOfPath(pathname: string): RouteName[] {
  const name = routeOfPath(pathname);
  if (!name) return [];
  const { parent, indexRedirect } = ROUTES[name] as RouteDef;
  return [parent, name, indexRedirect].filter((n): n is RouteName => n !== undefined);
}

/** The routes that need no signed-in customer. */
export type PublicRoute = {
  [K in RouteName]: (typeof ROUTES)[K]['layout'] extends 'public' ? K : never;
}[RouteName];

export function isPublicRoute(name: RouteName): name is PublicRoute {
  return ROUTES[name].layout === 'public';
}

/** Pages that need no signed-in customer. */
export function isPublicPath(pathname: string): boolean {
  const name = routeOfPath(pathname);
  return name !== undefined && isPublicRoute(name);
}
