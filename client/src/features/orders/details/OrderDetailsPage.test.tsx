import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payload } from '../../../test/relay';
import { pathTo } from '../../../app/routes';
import { type FakeOrder, order, product, productId, ordersWorld } from '../../../test/factories/order';
import { renderApp } from '../../../test/renderApp';
import { openShop } from './openShop';

vi.mock('./openShop', () => ({ openShop: vi.fn() }));

beforeEach(() => {
  vi.mocked(openShop).mockClear();
});

const everyPart: FakeOrder = order(7, {
  group: 'IN_PROGRESS',
  status: 'IN_PRODUCTION',
  isDelayed: true,
  total: 7497,
  canReorder: true,
  deliveryDates: { earliest: '2026-03-10', latest: '2026-03-12' },
  products: [
    product('P-PRINTS', { status: 'IN_PRODUCTION', isDelayed: true, printedPhotos: 5, deletedPrintedPhotos: 1, quantity: 5, price: 1299 }),
    product('P-BOOK', {
      title: 'Photo book A4 landscape',
      kind: 'PHOTO_BOOK',
      quantity: 1,
      status: 'ORDERED',
      price: 3999,
      voucher: { code: 'SPRING20', title: '20% off photo books' },
      pdf: { url: 'https://files.test/P-BOOK.pdf', fileName: 'photo-book.pdf' },
    }),
    product('P-VOUCHER', {
      title: 'Gift e-voucher',
      kind: 'VOUCHER',
      quantity: 1,
      status: 'CANCELLED',
      price: 2500,
      eVoucher: { state: 'ISSUED', code: 'GIFT-7788-XY', slowPaymentProvider: false },
    }),
  ],
});

describe('Order details page', () => {
  it("shows 'Order details', 'Back to my Orders' and every part of the order", async () => {
    renderApp('/orders/RS100007', { world: ordersWorld({ orders: [everyPart] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my Orders' })).toHaveAttribute('href', '/orders');

    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByRole('heading', { name: 'Order RS100007' })).toBeInTheDocument();
    expect(within(summary).getByTestId('order-status')).toHaveTextContent('In production');
    expect(within(summary).getByText('Order delayed')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Order date05 Mar 2026');
    expect(summary).toHaveTextContent('3 products');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('£74.97');
    expect(within(summary).getByRole('button', { name: 'Reorder' })).toBeInTheDocument();

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByTestId('delivery-type')).toHaveTextContent('Home delivery');
    expect(within(delivery).getByTestId('delivery-dates')).toHaveTextContent('Tue 10 Mar – Thu 12 Mar');
    expect(within(delivery).getByTestId('delivery-address')).toHaveTextContent('Emma JanssenHigh Street 12SW1A 1AA LondonUnited Kingdom');

    const products = within(screen.getByRole('region', { name: 'Products' })).getAllByTestId('order-product');
    expect(products).toHaveLength(3);
    const [prints, book, voucher] = products as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(prints).getByRole('heading', { name: 'Photo prints 10x15' })).toBeInTheDocument();
    expect(prints).toHaveTextContent('Quantity5');
    expect(prints).toHaveTextContent('Price£12.99');
    expect(within(prints).getByText('5 photos printed')).toBeInTheDocument();
    expect(within(prints).getAllByTestId('printed-photo')).toHaveLength(5);
    expect(within(prints).getByRole('img', { name: 'IMG_1000.jpg' })).toHaveAttribute('src', 'https://img.test/printed/1.jpg');
    // Each printed photo links to its preview in the library; the one deleted since says so.
    expect(within(prints).getByRole('link', { name: 'IMG_1000.jpg' })).toHaveAttribute('href', pathTo('photoPreview', { id: 'photo-1' }));
    expect(within(prints).getAllByRole('link', { name: /^IMG_/ })).toHaveLength(4);
    expect(within(prints).getByTestId('printed-photo-deleted')).toHaveTextContent('Deleted from your library');
    expect(within(prints).queryByRole('link', { name: 'IMG_1004.jpg' })).not.toBeInTheDocument();

    expect(within(book).getByTestId('order-status')).toHaveTextContent('Ordered');
    expect(within(book).getByTestId('product-voucher')).toHaveTextContent('SPRING20 (20% off photo books)');
    const pdf = within(book).getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', 'https://files.test/P-BOOK.pdf');
    expect(pdf).toHaveAttribute('download', 'photo-book.pdf');
    expect(within(book).getByRole('button', { name: 'Request online version' })).toBeInTheDocument();

    expect(within(voucher).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(voucher).getByTestId('order-status').className).toContain('--critical');
    expect(within(voucher).getByTestId('e-voucher')).toHaveTextContent('Your e-voucher codeGIFT-7788-XY');
    // Not changeable: no address change offered.
    expect(screen.queryByRole('button', { name: 'Change delivery address' })).not.toBeInTheDocument();
  });

  it('says printing starts when the payment arrives, and an e-voucher is shown once paid (slow providers take longer)', async () => {
    renderApp('/orders/RS100008', { world: ordersWorld({
      orders: [
        order(8, {
          status: 'AWAITING_PAYMENT',
          deliveryType: 'PICKUP_POINT',
          deliveryDates: null,
          products: [
            product('P-V', {
              kind: 'VOUCHER',
              status: 'AWAITING_PAYMENT',
              eVoucher: { state: 'AWAITING_PAYMENT', code: null, slowPaymentProvider: true },
            }),
            product('P-PRINTS', { kind: 'PRINTS', status: 'AWAITING_PAYMENT' }),
          ],
        }),
      ],
    }) });
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(summary).getByRole('status')).toHaveTextContent(
      'We have received your order. Printing starts as soon as your payment arrives.',
    );
    const eVoucher = screen.getByTestId('e-voucher');
    expect(eVoucher).toHaveTextContent('Your e-voucher will be shown here as soon as we have received your payment.');
    expect(eVoucher).toHaveTextContent('Some payment providers take longer to confirm a payment');
    expect(screen.getByTestId('delivery-type')).toHaveTextContent('Pick-up point');
    expect(screen.getByText('Pick-up point address')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-dates')).not.toBeInTheDocument();
  });

  it('an order of e-vouchers only does not speak of printing while it awaits payment', async () => {
    renderApp('/orders/RS100009', { world: ordersWorld({
      orders: [
        order(9, {
          status: 'AWAITING_PAYMENT',
          products: [
            product('P-V', {
              kind: 'VOUCHER',
              status: 'AWAITING_PAYMENT',
              eVoucher: { state: 'AWAITING_PAYMENT', code: null, slowPaymentProvider: false },
            }),
          ],
        }),
      ],
    }) });
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(summary).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('e-voucher')).toHaveTextContent('Your e-voucher will be shown here as soon as we have received your payment.');
  });

  it("says 'Order by … for delivery by …' on a product whose article a campaign covers, and nothing on another", async () => {
    const christmas = { orderBefore: '2026-12-15T22:59:59Z', deliveryBy: '2026-12-24', campaign: 'CHRISTMAS' };
    renderApp('/orders/RS100010', { world: ordersWorld({
      orders: [order(10, { products: [product('P-PRINTS', { cutOff: christmas }), product('P-MUG', { title: 'Mug', kind: 'OTHER' })] })],
    }) });
    const [prints, mug] = (await screen.findAllByTestId('order-product')) as [HTMLElement, HTMLElement];
    expect(within(prints).getByTestId('order-cutoff')).toHaveTextContent('Order by 15 December for delivery by 24 December');
    expect(within(mug).queryByTestId('order-cutoff')).not.toBeInTheDocument();
  });

  it("'Check for my e-voucher' reads it afresh: its code once paid, else that the payment has not arrived, or that it failed", async () => {
    const awaiting = { state: 'AWAITING_PAYMENT', code: null, slowPaymentProvider: false } as const;
    const value = { amountInMinorUnits: 2500, currency: 'GBP' };
    const answers = [
      { error: null, product: { id: productId('P-V'), eVoucher: { ...awaiting, value } } },
      { error: { reason: 'NOT_FOUND' }, product: null },
      { error: null, product: { id: productId('P-V'), eVoucher: { ...awaiting, value, state: 'ISSUED', code: 'GIFT-4K2M-77QD' } } },
    ];
    const { user, relay } = renderApp('/orders/RS100011', { world: ordersWorld({
      orders: [order(11, { status: 'AWAITING_PAYMENT', products: [product('P-V', { kind: 'VOUCHER', status: 'AWAITING_PAYMENT', eVoucher: awaiting })] })],
      handlers: { useRefreshEVoucherMutation: payload('RefreshEVoucherPayload', () => answers.shift()!) },
    }) });
    const check = await screen.findByRole('button', { name: 'Check for my e-voucher' });
    await user.click(check);
    expect(await screen.findByText("We haven't received your payment yet. Please check again later.")).toBeInTheDocument();
    expect(relay.callsOf('useRefreshEVoucherMutation')[0]!.variables).toEqual({ input: { productId: productId('P-V') } });
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-voucher could not be checked. Please try again.');
    await user.click(check);
    await waitFor(() => expect(screen.getByTestId('e-voucher')).toHaveTextContent('Your e-voucher codeGIFT-4K2M-77QD'));
    expect(screen.queryByRole('button', { name: 'Check for my e-voucher' })).not.toBeInTheDocument();
  });

  it("shows the error text for an unknown order or another customer's, and nothing of any order", async () => {
    renderApp('/orders/RS999999', { world: ordersWorld({ orders: [everyPart] }) });
    expect(
      await screen.findByText('An error occurred loading this order, please contact us to report this issue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-summary')).not.toBeInTheDocument();
  });

  it('shows the same error text when the order cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/orders/RS100007', { world: ordersWorld({ orders: [everyPart], failing: ['OrderDetailsPageQuery'] }) });
    expect(
      await screen.findByText('An error occurred loading this order, please contact us to report this issue.'),
    ).toBeInTheDocument();
  });

  it("'Reorder' sends the browser to the shop basket, or says why not", async () => {
    const answer: { shopUrl: string | null; error: { reason: string } | null } = { shopUrl: 'https://shop.test/basket/42', error: null };
    const { user, relay } = renderApp('/orders/RS100007', { world: ordersWorld({
      orders: [everyPart],
      handlers: { useReorderMutation: payload('ReorderPayload', answer) },
    }) });
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(openShop).toHaveBeenCalledWith('https://shop.test/basket/42'));
    expect(relay.callsOf('useReorderMutation')[0]!.variables).toEqual({ input: { orderId: 'T3JkZXI6RS100007' } });
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeDisabled();
  });

  it("'Reorder' refused: the reason is shown and the customer stays", async () => {
    const { user } = renderApp('/orders/RS100007', { world: ordersWorld({
      orders: [everyPart],
      handlers: { useReorderMutation: payload('ReorderPayload', { shopUrl: null, error: { reason: 'REORDER_UNAVAILABLE' } }) },
    }) });
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('This order can no longer be ordered again.')).toBeInTheDocument();
    expect(openShop).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });
});
