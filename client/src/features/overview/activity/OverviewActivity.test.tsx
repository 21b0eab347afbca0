import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business, consumer } from '../../../test/factories/viewer';
import { deferred, nullViewerFields } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

const latestOrder = {
  code: 'RS100042',
  status: 'IN_PRODUCTION',
  statusTone: 'INFO',
  isDelayed: false,
  deliveryDates: { earliest: '2026-11-05', latest: '2026-11-07' },
};

/** The overview with three orders in progress, the latest in production, and photos added lately. */
const resolvers = {
  OrderConnection: () => ({ totalCount: 3 }),
  Order: () => latestOrder,
  Photo: () => ({ localFileName: 'beach.jpg' }),
  FeedbackSurvey: () => ({ offered: false }),
};

const region = (name: string) => screen.findByRole('region', { name });

describe('the overview activity', () => {
  it('shows the count of orders in progress and the latest, linking to its details, with its status and expected delivery', async () => {
    renderApp('/', { viewer: consumer, resolvers });
    const orders = await region('Orders in progress');
    expect(within(orders).getByTestId('orders-in-progress-count')).toHaveTextContent(/^3 orders in progress$/);
    expect(within(orders).getByRole('link', { name: 'Order RS100042' })).toHaveAttribute('href', '/orders/RS100042');
    expect(within(orders).getByTestId('order-status')).toHaveTextContent('In production');
    expect(within(orders).getByTestId('latest-order-expected')).toHaveTextContent('Expected delivery: Thu 5 Nov – Sat 7 Nov');
  });

  it('leaves the expected delivery out once the latest order is sent, as the orders page does', async () => {
    renderApp('/', { viewer: consumer, resolvers: { ...resolvers, OrderConnection: () => ({ totalCount: 1 }), Order: () => ({ ...latestOrder, status: 'SENT' }) } });
    const orders = await region('Orders in progress');
    expect(within(orders).getByTestId('orders-in-progress-count')).toHaveTextContent(/^1 order in progress$/);
    expect(within(orders).getByTestId('order-status')).toHaveTextContent('Sent');
    expect(within(orders).queryByTestId('latest-order-expected')).not.toBeInTheDocument();
  });

  it('says when no order is in progress', async () => {
    renderApp('/', { viewer: consumer, resolvers: { ...resolvers, OrderConnection: () => ({ totalCount: 0, edges: [] }) } });
    const orders = await region('Orders in progress');
    expect(orders).toHaveTextContent('You have no orders in progress.');
    expect(within(orders).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the latest photos as a strip, each opening its preview', async () => {
    renderApp('/', { viewer: consumer, resolvers });
    const photos = await region('Recent photos');
    const links = within(photos).getAllByRole('link', { name: 'beach.jpg' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/my-photos\/photos\/preview\/./);
  });

  it('says when the library has no photos yet', async () => {
    renderApp('/', { viewer: consumer, resolvers: { ...resolvers, PhotoConnection: () => ({ edges: [] }) } });
    expect(await region('Recent photos')).toHaveTextContent("You haven't added any photos yet.");
  });

  it('shows no photos without the timeline view (their preview is not there)', async () => {
    renderApp('/', { viewer: consumer, resolvers, config: { features: {} } });
    await region('Orders in progress');
    expect(screen.queryByRole('region', { name: 'Recent photos' })).not.toBeInTheDocument();
  });

  it('degrades the orders part alone when the order service fails', async () => {
    renderApp('/', { viewer: consumer, resolvers, handlers: { OverviewActivityQuery: nullViewerFields(['orders']) } });
    const orders = await region('Orders in progress');
    expect(orders).toHaveTextContent("Your orders in progress can't be shown right now. Please try again later.");
    expect(within(await region('Recent photos')).getAllByRole('link', { name: 'beach.jpg' }).length).toBeGreaterThan(0);
    expect(screen.getByTestId('photos-count')).toHaveTextContent('1,234 photos');
    expect(screen.getByRole('link', { name: 'Go to my settings' })).toBeInTheDocument();
  });

  it('degrades the photos part alone when the photo service fails', async () => {
    renderApp('/', { viewer: consumer, resolvers, handlers: { OverviewActivityQuery: nullViewerFields(['photoLibrary']) } });
    expect(await region('Recent photos')).toHaveTextContent("Your recent photos can't be shown right now. Please try again later.");
    expect(within(await region('Orders in progress')).getByRole('link', { name: 'Order RS100042' })).toBeInTheDocument();
  });

  it('shows a spinner while it loads, below the overview already shown', async () => {
    const activity = deferred();
    renderApp('/', { viewer: consumer, resolvers, handlers: { OverviewActivityQuery: activity.handler } });
    expect(await screen.findByTestId('photos-count')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders in progress' })).not.toBeInTheDocument();
    activity.resolve();
    expect(await region('Orders in progress')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says so in one line when its query fails as a whole; the rest of the overview stays', async () => {
    renderApp('/', { viewer: consumer, resolvers, failing: ['OverviewActivityQuery'] });
    expect(
      await screen.findByText("Your orders in progress and recent photos can't be shown right now. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('photos-count')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders in progress' })).not.toBeInTheDocument();
  });

  it("shows a business customer's account status, linking to the business settings", async () => {
    renderApp('/', { viewer: { ...business, businessAccountStatus: 'ACTIVE' }, resolvers });
    const card = await region('My business account');
    expect(within(card).getByTestId('business-status')).toHaveTextContent('Active');
    expect(within(card).getByRole('link', { name: 'Manage my business account' })).toHaveAttribute('href', '/settings/b2b');
  });

  it('says when the business status is unknown (the customer service failed); a consumer has no such part', async () => {
    renderApp('/', { viewer: { ...business, businessAccountStatus: null }, resolvers });
    expect(await region('My business account')).toHaveTextContent("Your business account status can't be shown right now.");
  });

  it('shows no business part to a consumer', async () => {
    renderApp('/', { viewer: consumer, resolvers });
    await region('Orders in progress');
    expect(screen.queryByRole('region', { name: 'My business account' })).not.toBeInTheDocument();
  });
});
