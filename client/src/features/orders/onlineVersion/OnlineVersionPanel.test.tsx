import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeProduct, order, product, productId, ordersWorld } from '../../../test/factories/order';
import { NOT_REQUESTED, onlineVersionRequested, READY, sharedByEmail } from '../../../test/factories/photoBook';
import { renderApp } from '../../../test/renderApp';

const withBook = (onlineVersion: FakeProduct['onlineVersion']) => [
  order(5, { products: [product('BOOK-1', { title: 'Photo book A4', kind: 'PHOTO_BOOK', quantity: 1, onlineVersion })] }),
];

const panel = () => screen.findByTestId('online-version');

describe('online version of a photo book', () => {
  it("'Request online version' → 'Online version is requested'", async () => {
    const { user, relay } = renderApp('/orders/RS100005', { world: ordersWorld({
      orders: withBook(NOT_REQUESTED),
      handlers: { useRequestOnlineVersionMutation: onlineVersionRequested },
    }) });
    await user.click(within(await panel()).getByRole('button', { name: 'Request online version' }));
    expect(await within(await panel()).findByText('Online version is requested')).toBeInTheDocument();
    expect(relay.callsOf('useRequestOnlineVersionMutation')[0]!.variables).toEqual({ input: { productId: productId('BOOK-1') } });
    expect(screen.queryByRole('button', { name: 'Request online version' })).not.toBeInTheDocument();
  });

  it("'View online version' opens its page; sharing by e-mail shows the service's field messages, then the success text", async () => {
    const calls: unknown[] = [];
    const { user, retype } = renderApp('/orders/RS100005', { world: ordersWorld({
      orders: withBook(READY),
      handlers: { useShareOnlinePhotoBookMutation: sharedByEmail(calls) },
    }) });
    const view = within(await panel()).getByRole('link', { name: 'View online version' });
    expect(view).toHaveAttribute('href', READY.url);
    expect(view).toHaveAttribute('target', '_blank');

    await user.click(within(await panel()).getByRole('button', { name: 'Share by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your online photo book' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your name' }), 'Emma');
    const email = within(dialog).getByRole('textbox', { name: "Recipient's e-mail address" });
    await user.type(email, 'grandma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Personal message (optional)' }), 'Our holiday!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await retype(email, 'grandma@example.com');
    expect(within(dialog).queryByText('Please enter a valid e-mail address')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your online photo book has been shared with grandma@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Shared by e-mail: 1 time')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      productId: productId('BOOK-1'),
      senderName: 'Emma',
      recipientEmail: 'grandma@example.com',
      personalMessage: 'Our holiday!',
      channel: 'photoprint-gb',
    });
  });

  it('cannot be shared when the order is blocked, and says why', async () => {
    const { user } = renderApp('/orders/RS100005', { world: ordersWorld({ orders: withBook({ ...READY, isBlocked: true }) }) });
    const share = within(await panel()).getByRole('button', { name: 'Share by e-mail' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    await user.click(share);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await panel()).getByText(/This order is blocked, so its online photo book cannot be shared/)).toBeInTheDocument();
  });
});
