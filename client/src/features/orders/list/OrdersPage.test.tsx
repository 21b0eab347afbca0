import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { order, product, ordersWorld } from '../../../test/factories/order';
import { renderApp } from '../../../test/renderApp';

const section = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('Orders page', () => {
  it("shows 'Orders' with the in-progress and history sections, each row with code, date, products, total and status", async () => {
    renderApp('/orders?stripped=true', { world: ordersWorld({
      orders: [
        order(1, {
          group: 'IN_PROGRESS',
          status: 'AWAITING_PAYMENT',
          total: 2499,
          products: [product('P1'), product('P2'), product('P3')],
        }),
        order(2, { group: 'IN_PROGRESS', status: 'IN_PRODUCTION', isDelayed: true }),
        order(3, { group: 'HISTORY', status: 'CANCELLED' }),
      ],
    }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const inProgress = await section('In progress');
    const rows = within(inProgress).getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Order RS100001');
    expect(rows[0]).toHaveTextContent('Ordered on 05 Mar 2026');
    expect(rows[0]).toHaveTextContent('3 products');
    expect(rows[0]).toHaveTextContent('£24.99');
    expect(within(rows[0]!).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(rows[0]!).getByRole('link', { name: 'Order RS100001' })).toHaveAttribute('href', '/orders/RS100001?stripped=true');
    expect(within(rows[0]!).queryByText('Order delayed')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('In production');
    expect(within(rows[1]!).getByText('Order delayed')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('order-row-expected')).toHaveTextContent('Expected delivery: Tue 10 Mar – Thu 12 Mar');

    const history = await section('History');
    const [cancelled] = within(history).getAllByTestId('order-row');
    expect(within(cancelled!).getByTestId('order-status')).toHaveTextContent('Cancelled');
    // A cancelled (or sent) order is not expected any more.
    expect(within(cancelled!).queryByTestId('order-row-expected')).not.toBeInTheDocument();
    expect(screen.queryByText("You haven't ordered anything yet!")).not.toBeInTheDocument();
  });

  it('colours Cancelled red and every other status cyan', async () => {
    const statuses = ['AWAITING_PAYMENT', 'ORDERED', 'IN_PRODUCTION', 'SENT', 'CANCELLED'] as const;
    renderApp('/orders', { world: ordersWorld({ orders: statuses.map((status, i) => order(i + 1, { status })) }) });
    const history = await section('History');
    const chips = await within(history).findAllByTestId('order-status');
    expect(chips.map((chip) => [chip.textContent, chip.className.includes('--critical') ? 'red' : 'cyan'])).toEqual([
      ['Awaiting payment', 'cyan'],
      ['Ordered', 'cyan'],
      ['In production', 'cyan'],
      ['Sent', 'cyan'],
      ['Cancelled', 'red'],
    ]);
  });

  it("shows 'You haven't ordered anything yet!' when both sections are empty", async () => {
    renderApp('/orders', { world: ordersWorld({ orders: [] }) });
    expect(await screen.findByText("You haven't ordered anything yet!")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^In progress/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^History/ })).not.toBeInTheDocument();
  });

  it('says so in a section that is empty while the other has orders', async () => {
    renderApp('/orders', { world: ordersWorld({ orders: [order(1, { group: 'HISTORY' })] }) });
    const inProgress = await section('In progress');
    expect(within(inProgress).getByText('You have no orders in progress.')).toBeInTheDocument();
    expect(within(await section('History')).getAllByTestId('order-row')).toHaveLength(1);
  });

  it("loads 10 orders a page per section with 'Load more', until none are left", async () => {
    const orders = Array.from({ length: 25 }, (_, i) => order(i + 1, { group: 'HISTORY' }));
    const { relay, user } = renderApp('/orders', { world: ordersWorld({ orders: [order(99, { group: 'IN_PROGRESS' }), ...orders] }) });
    const history = await section('History');
    expect(within(history).getAllByTestId('order-row')).toHaveLength(10);
    expect(within(history).getByText('10 of 25')).toBeInTheDocument();
    // The in-progress section holds one order: nothing more to load there.
    expect(within(await section('In progress')).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByTestId('order-row')).toHaveLength(20));
    expect(relay.callsOf('OrderSectionsHistoryPaginationQuery')[0]!.variables).toMatchObject({ first: 10, after: '10' });
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByTestId('order-row')).toHaveLength(25));
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const links = within(history).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(orders.map((o) => `/orders/${o.code}`));
  });

  it('shows its own error text in a section the order service could not answer, the other section still works', async () => {
    renderApp('/orders', { world: ordersWorld({ orders: [order(1, { group: 'HISTORY' })], unavailable: ['IN_PROGRESS'] }) });
    const inProgress = await section('In progress');
    expect(within(inProgress).getByRole('alert')).toHaveTextContent(
      'Your orders in progress could not be loaded. Please refresh the page or try again later.',
    );
    expect(within(await section('History')).getAllByTestId('order-row')).toHaveLength(1);
  });

  it('shows an error text when the orders could not be loaded at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/orders', { world: ordersWorld({ orders: [], failing: ['OrdersPageQuery'] }) });
    expect(
      await screen.findByText('Your orders could not be loaded. Please refresh the page or try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });
});
