import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brandOfChannel } from '../../brand/brands';
import { business, consumer } from '../../test/factories/viewer';
import { renderApp, setViewportWidth, type RenderAppOptions } from '../../test/renderApp';

const menu = () => screen.getByRole('navigation', { name: 'Account menu' });
// Accessible names of the menu links (the icons are aria-hidden).
const entryNames = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.querySelector('.side-menu__label')?.textContent);

/** The app at `path`, once the overview shows. */
async function renderOverview(options: RenderAppOptions = {}, path = '/') {
  const app = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: 'My account overview' });
  return app;
}

describe('shell and menu', () => {
  it('a consumer sees photo books and no invoices or FTP instructions', async () => {
    await renderOverview({ viewer: consumer });
    expect(entryNames()).toEqual([
      'My account overview',
      'My orders',
      'Settings',
      'My saved projects',
      'My photos',
      'My online photo books',
      'FAQs',
      'Sign out',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a business customer sees invoices, FTP instructions, business settings and the status banner', async () => {
    await renderOverview({ viewer: business });
    expect(entryNames()).toEqual([
      'My account overview',
      'My orders',
      'Invoices',
      'FTP instructions',
      'Settings',
      'My saved projects',
      'My photos',
      'FAQs',
      'Sign out',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/b2b');
    expect(await screen.findByRole('status')).toHaveTextContent(/pending validation/i);
  });

  it.each([
    ['DEFAULT', 'status', /company details are missing/i],
    ['BLOCKED', 'alert', /has been blocked/i],
  ] as const)('shows the %s business banner', async (status, role, text) => {
    await renderOverview({ viewer: { ...business, businessAccountStatus: status } });
    expect(await screen.findByRole(role)).toHaveTextContent(text);
  });

  it('shows no banner for an active business account', async () => {
    await renderOverview({ viewer: { ...business, businessAccountStatus: 'ACTIVE' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the photos entry only with the timeline flag', async () => {
    await renderOverview({ config: { features: {} } });
    expect(within(menu()).queryByRole('link', { name: 'My photos' })).not.toBeInTheDocument();
  });

  it('the flag may come from the URL query', async () => {
    await renderOverview({ config: { features: {} } }, '/?PhotoManagementTimelineViewEnabled=true');
    expect(within(menu()).getByRole('link', { name: 'My photos' })).toHaveAttribute(
      'href',
      '/my-photos?PhotoManagementTimelineViewEnabled=true',
    );
  });

  it('stripped=true hides header, menu and chat and survives navigation', async () => {
    const { router } = await renderOverview({}, '/?stripped=true');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Need help? Chat with us')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View my orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?stripped=true');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('without stripped the header, menu and chat are shown', async () => {
    await renderOverview();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /chat with us/i })).toBeInTheDocument();
  });

  it('the document title is the screen title plus the brand name', async () => {
    await renderOverview();
    await waitFor(() => expect(document.title).toBe('My account overview | PhotoPrint'));
    await userEvent.click(within(menu()).getByRole('link', { name: 'My orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(document.title).toBe('Orders | PhotoPrint'));
  });

  it('a Dutch brand shows Dutch texts and its own name in the title', async () => {
    renderApp('/', { brand: brandOfChannel('fotoprint-nl')! });
    await screen.findByRole('heading', { level: 1, name: 'Mijn accountoverzicht' });
    await waitFor(() => expect(document.title).toBe('Mijn accountoverzicht | FotoPrint'));
    expect(document.documentElement.lang).toBe('nl-NL');
    expect(screen.getByRole('navigation', { name: 'Accountmenu' })).toBeInTheDocument();
  });

  it('on small screens the menu is a drawer and the header has a sign-out button', async () => {
    setViewportWidth(375);
    await renderOverview();
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Account menu' });
    // The overview entry is for large screens only.
    expect(within(nav).queryByRole('link', { name: 'My account overview' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'My orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs out a customer whose record says deleted, to the account-deleted page', async () => {
    const { router, userManager } = renderApp('/', { viewer: { ...consumer, accountDeleted: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() =>
      expect(userManager.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-token',
        post_logout_redirect_uri: `${window.location.origin}/account-deleted`,
      }),
    );
    expect(userManager.removeUser).toHaveBeenCalled();
  });

  it('a failing page shows the generic error in place of the page; the shell stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { failing: ['OverviewPageQuery'] });
    expect(
      await screen.findByText('An unexpected error has occurred, please contact us if you continue to have problems.'),
    ).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
