import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productId } from '../../../test/factories/order';
import {
  book, NOT_REQUESTED, onlineVersionDeleted, onlineVersionRequested, READY, sharedByEmail, photoBooksWorld, photoBookId,
} from '../../../test/factories/photoBook';
import { deferred } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

const region = (name: string) => screen.findByRole('region', { name });

/** Book 1's page, its share answered as the service would (factories' sharedByEmail): the calls and the share region. */
async function renderSharing() {
  const calls: unknown[] = [];
  const app = renderApp('/online-products/70000001-1', { world: photoBooksWorld({
    books: [book(1)],
    handlers: { useShareOnlinePhotoBookMutation: sharedByEmail(calls) },
  }) });
  return { ...app, calls, share: await region('Share by e-mail') };
}

describe('/online-products/:productCode — Share your online photo book', () => {
  it("shows the book under the route's title, with 'View online version' opening its page", async () => {
    renderApp('/online-products/70000001-1', { world: photoBooksWorld({ books: [book(1, { title: 'Photo book A4 — Lisbon 2026' })] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your online photo book' })).toBeInTheDocument();
    const summary = await region('Photo book A4 — Lisbon 2026');
    expect(within(summary).getByRole('heading', { level: 2, name: 'Photo book A4 — Lisbon 2026' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Ordered on 05 Mar 2026');
    expect(within(summary).getByRole('link', { name: 'Order 70000001' })).toHaveAttribute('href', '/orders/70000001');
    const view = within(summary).getByRole('link', { name: 'View online version' });
    expect(view).toHaveAttribute('href', READY.url);
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(summary).queryByRole('button', { name: 'Request online version' })).not.toBeInTheDocument();
  });

  it("'Request online version' (pending meanwhile) → 'Online version is requested'; sharing waits until it is ready", async () => {
    const request = deferred();
    const { user, relay } = renderApp('/online-products/70000002-1', { world: photoBooksWorld({
      books: [book(2, { onlineVersion: NOT_REQUESTED })],
      handlers: { useRequestOnlineVersionMutation: request.handler },
    }) });
    expect(await region('Share by e-mail')).toHaveTextContent('You can share your photo book by e-mail once its online version is ready.');
    expect(await region('Gallery')).toHaveTextContent('You can add your photo book to the gallery once its online version is ready.');
    await user.click(await screen.findByRole('button', { name: 'Request online version' }));
    expect(await screen.findByRole('button', { name: 'Requesting…' })).toBeDisabled();
    request.resolve(onlineVersionRequested);
    expect(await screen.findByText('Online version is requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    expect(relay.callsOf('useRequestOnlineVersionMutation')[0]!.variables).toEqual({ input: { productId: productId('70000002-1') } });
  });

  it('a refused request says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/online-products/70000002-1', { world: photoBooksWorld({
      books: [book(2, { onlineVersion: NOT_REQUESTED })],
      failing: ['useRequestOnlineVersionMutation'],
    }) });
    await user.click(await screen.findByRole('button', { name: 'Request online version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The online version could not be requested. Please try again.');
  });

  it("'Delete online version' asks first; confirmed, the book shows 'Request online version' again, focused", async () => {
    const lisbon = book(1, { title: 'Photo book A4 — Lisbon 2026', gallery: ['travel'] });
    const removal = deferred();
    const { user, relay } = renderApp('/online-products/70000001-1', { world: photoBooksWorld({
      books: [lisbon],
      handlers: { useDeleteOnlineVersionMutation: removal.handler },
    }) });
    const summary = await region('Photo book A4 — Lisbon 2026');
    await user.click(within(summary).getByRole('button', { name: 'Delete online version' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete the online version?' });
    expect(dialog).toHaveTextContent('The online version of "Photo book A4 — Lisbon 2026" will be taken down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(relay.callsOf('useDeleteOnlineVersionMutation')).toHaveLength(0);

    await user.click(within(summary).getByRole('button', { name: 'Delete online version' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete the online version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete online version' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    removal.resolve(onlineVersionDeleted(lisbon));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const request = within(summary).getByRole('button', { name: 'Request online version' });
    await waitFor(() => expect(request).toHaveFocus());
    expect(within(summary).getByTestId('online-version-state')).toHaveTextContent('Online version not requested yet');
    expect(within(summary).getByRole('status')).toHaveTextContent('The online version has been deleted. You can request a new one at any time.');
    expect(within(summary).queryByRole('link', { name: 'View online version' })).not.toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Delete online version' })).not.toBeInTheDocument();
    expect(await region('Share by e-mail')).toHaveTextContent('You can share your photo book by e-mail once its online version is ready.');
    expect(relay.callsOf('useDeleteOnlineVersionMutation')[0]!.variables).toEqual({ input: { photoBookId: photoBookId('70000001-1') }, channel: 'photoprint-gb' });
  });

  it('a failed deletion says so in the dialog and keeps the online version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/online-products/70000001-1', { world: photoBooksWorld({
      books: [book(1)],
      failing: ['useDeleteOnlineVersionMutation'],
    }) });
    await user.click(await screen.findByRole('button', { name: 'Delete online version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the online version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete online version' }));
    expect(await within(dialog).findByText('The online version could not be deleted. Please try again.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View online version' })).toBeInTheDocument();
  });

  it("shares by e-mail on the page: the service's field message on the recipient, then the success text", async () => {
    const { user, retype, calls, share } = await renderSharing();
    await user.type(within(share).getByRole('textbox', { name: 'Your name' }), 'Ava');
    const email = within(share).getByRole('textbox', { name: "Recipient's e-mail address" });
    await user.type(email, 'grandma');
    const message = within(share).getByRole('textbox', { name: 'Personal message (optional)' });
    await user.type(message, 'Our trip to Lisbon!');
    await user.click(within(share).getByRole('button', { name: 'Send' }));
    expect(await within(share).findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');

    await retype(email, 'grandma@example.com');
    expect(within(share).queryByText('Please enter a valid e-mail address')).not.toBeInTheDocument();
    await user.click(within(share).getByRole('button', { name: 'Send' }));
    expect(await within(share).findByRole('status')).toHaveTextContent('Your online photo book has been shared with grandma@example.com.');
    expect(calls[1]).toEqual({
      productId: productId('70000001-1'),
      senderName: 'Ava',
      recipientEmail: 'grandma@example.com',
      personalMessage: 'Our trip to Lisbon!',
      channel: 'photoprint-gb',
    });
    // Ready for the next one: the recipient and the message are cleared, the sender's name kept.
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(within(share).getByRole('textbox', { name: 'Your name' })).toHaveValue('Ava');
    expect(await screen.findByText('Shared by e-mail: 1 time')).toBeInTheDocument();
  });

  it('a name that is not plain text is refused on its field; past the share limits the form says so, nothing shared', async () => {
    const { user, retype, share } = await renderSharing();
    const name = within(share).getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('maxlength', '60');
    await user.type(name, 'Visit www.example.com');
    await user.type(within(share).getByRole('textbox', { name: "Recipient's e-mail address" }), 'busy@example.com');
    await user.click(within(share).getByRole('button', { name: 'Send' }));
    const notPlain = 'Please enter only your name: at most 60 characters, no web addresses or special characters';
    expect(await within(share).findByText(notPlain)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await retype(name, 'Ava');
    expect(within(share).queryByText(notPlain)).not.toBeInTheDocument();
    await user.click(within(share).getByRole('button', { name: 'Send' }));
    expect(await within(share).findByText('Too many shares have been sent. Please try again later.')).toBeInTheDocument();
    expect(within(share).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Shared by e-mail: 1 time')).not.toBeInTheDocument();
  });

  it("a blocked order's photo book cannot be shared, and the page says why", async () => {
    renderApp('/online-products/70000001-1', { world: photoBooksWorld({ books: [book(1, { onlineVersion: { ...READY, isBlocked: true } })] }) });
    const share = await region('Share by e-mail');
    expect(share).toHaveTextContent('This order is blocked, so its online photo book cannot be shared.');
    expect(within(share).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it("an unknown or another customer's code: 'This photo book could not be found' and the way back", async () => {
    const { user, router } = renderApp('/online-products/NOT-MINE', { world: photoBooksWorld({ books: [book(1)] }) });
    expect(await screen.findByText('This photo book could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share by e-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my online photo books' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/online-products'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My online photo books' })).toBeInTheDocument();
  });

  it('says so when the page could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/online-products/70000001-1', { world: photoBooksWorld({ books: [book(1)], failing: ['PhotoBookPageQuery'] }) });
    expect(await screen.findByText('This photo book could not be loaded. Please refresh the page or try again later.')).toBeInTheDocument();
  });
});
