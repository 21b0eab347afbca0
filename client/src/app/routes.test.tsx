import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../test/factories/viewer';
import { renderApp } from '../test/renderApp';
import { isPublicPath, pathTo, ROUTE_NAMES, ROUTES, routeOfPath } from './routes';

const SPEC_NAMES = [
  'photos', 'photoPreview', 'albums', 'album', 'albumPhotoPreview', 'sharedAlbum', 'sharedAlbumPhotoPreview',
  'accountDeleted', 'changeEmailSuccess', 'doubleOptInConfirmation', 'doubleOptInConfirmationSuccess',
  'doubleOptInConfirmationError', 'deleteAccountConfirmation', 'deleteAccountError', 'changeEmailConfirmation',
  'changeEmailError', 'orderDetails', 'savedProjects', 'photoManagement', 'downloads', 'invoices', 'ftpIntegration',
  'settings', 'settingsB2b', 'changeEmail', 'changeEmailB2b', 'personalDetails', 'widgets', 'widgetShare',
  'changeAddress', 'addAddress', 'changeAddressB2b', 'addAddressB2b', 'allAddresses', 'paymentMethod', 'logout',
];

describe('route registry', () => {
  it('has every named route of the spec', () => {
    for (const name of SPEC_NAMES) expect(ROUTE_NAMES).toContain(name);
  });

  it('builds paths from names and finds names from paths', () => {
    expect(pathTo('albumPhotoPreview', { id: 'a1', photoId: 'p2' })).toBe('/my-photos/albums/a1/preview/p2');
    expect(pathTo('orderDetails', { orderCode: 'ORD-1' })).toBe('/orders/ORD-1');
    expect(pathTo('changeAddress', { addressId: '7' })).toBe('/settings/address/7');
    expect(routeOfPath('/my-photos/shared-albums/x/preview/y')).toBe('sharedAlbumPhotoPreview');
    expect(routeOfPath('/integration')).toBe('ftpIntegration');
    expect(isPublicPath('/subscription-confirmation')).toBe(true);
    expect(isPublicPath('/orders')).toBe(false);
  });

  it.each([
    ['/orders', 'Orders'],
    ['/settings', 'My settings'],
    ['/my-photos', 'My photos'],
    ['/downloads', 'Downloads'],
    ['/saved-projects', 'My saved projects'],
    ['/online-products', 'My online photo books'],
    ['/settings/personal-details', 'Change personal details'],
  ])('%s shows its title', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/invoices', 'B2B invoices'],
    ['/integration', 'FTP instructions'],
    ['/settings/b2b', 'My settings'],
  ])('%s shows its title to a business customer', async (path, title) => {
    renderApp(path, { viewer: business });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/invoices', '/integration', '/settings/b2b', '/settings/b2b/email'])(
    'a consumer who types %s lands on the overview, keeping the query',
    async (path) => {
      const { router } = renderApp(`${path}?stripped=true`);
      await screen.findByRole('heading', { level: 1, name: 'My account overview' });
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('?stripped=true');
    },
  );

  it.each(['/online-products', '/online-products/PB-1'])('a business customer who types %s lands on the overview', async (path) => {
    const { router } = renderApp(path, { viewer: business });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sub-pages of settings link back to the settings', async () => {
    renderApp('/settings/payment-method?stripped=true');
    await screen.findByRole('heading', { level: 1, name: 'Change your payment method' });
    expect(screen.getByRole('link', { name: /Back to my Settings/ })).toHaveAttribute('href', '/settings?stripped=true');
  });

  it('public pages render without the shell', async () => {
    renderApp('/subscription-confirmation-error');
    expect(await screen.findByRole('heading', { level: 1, name: ROUTES.doubleOptInConfirmationError.title.defaultMessage })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a photo preview without its flag redirects to the overview, keeping the query', async () => {
    const { router } = renderApp('/my-photos/albums/a1/preview/p1?stripped=true', { config: { features: {} } });
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?stripped=true');
  });

  it('unknown paths show a not-found page in the shell', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
