import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { book, NOT_REQUESTED, READY, photoBooksWorld } from '../../../test/factories/photoBook';
import { renderApp } from '../../../test/renderApp';

describe('/online-products — My online photo books', () => {
  it('lists each photo book: its title linking to its page, when it was ordered, where its online version stands', async () => {
    renderApp('/online-products', { world: photoBooksWorld({
      books: [
        book(1, { title: 'Photo book A4 — Lisbon 2026', orderedAt: '2026-03-05T10:00:00Z' }),
        book(2, { title: 'Photo book XL — Snow', onlineVersion: NOT_REQUESTED }),
        book(3, { onlineVersion: { state: 'REQUESTED', url: null, isBlocked: false, shareCount: 0 } }),
        book(4, { onlineVersion: { ...READY, isBlocked: true } }),
      ],
    }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My online photo books' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Photo books' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);

    const lisbon = within(cards[0]!).getByRole('link', { name: 'Photo book A4 — Lisbon 2026' });
    expect(lisbon).toHaveAttribute('href', '/online-products/70000001-1');
    expect(within(cards[0]!).getByRole('heading', { level: 2, name: 'Photo book A4 — Lisbon 2026' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Ordered on 05 Mar 2026');
    expect(cards[0]).toHaveTextContent('Order 70000001');
    expect(within(cards[0]!).getByTestId('online-version-state')).toHaveTextContent('Online version ready to view and share');
    expect(within(cards[1]!).getByTestId('online-version-state')).toHaveTextContent('Online version not requested yet');
    expect(within(cards[2]!).getByTestId('online-version-state')).toHaveTextContent('Online version is requested');
    expect(within(cards[3]!).getByTestId('online-version-state')).toHaveTextContent('Online version ready, sharing blocked');
  });

  it("opens a photo book's page from its title", async () => {
    const { user, router } = renderApp('/online-products?stripped=true', { world: photoBooksWorld({ books: [book(1, { title: 'Photo book A4 — Lisbon 2026' })] }) });
    await user.click(await screen.findByRole('link', { name: 'Photo book A4 — Lisbon 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your online photo book' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-products/70000001-1');
    expect(router.state.location.search).toBe('?stripped=true');
  });

  it("shows 10 photo books, then the next 10 with 'Show more photo books' while there are more", async () => {
    const books = Array.from({ length: 12 }, (_, i) => book(i + 1, { title: `Photo book ${i + 1}` }));
    const { user } = renderApp('/online-products', { world: photoBooksWorld({ books }) });
    const list = await screen.findByRole('list', { name: 'Photo books' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more photo books' }));
    expect(await screen.findByRole('link', { name: 'Photo book 12' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more photo books' })).not.toBeInTheDocument();
  });

  it("says 'You haven't ordered any photo books yet' when there is none", async () => {
    renderApp('/online-products', { world: photoBooksWorld({ books: [] }) });
    expect(await screen.findByText("You haven't ordered any photo books yet")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photo books' })).not.toBeInTheDocument();
  });

  it('says so when the photo books could not be loaded', async () => {
    renderApp('/online-products', { world: photoBooksWorld({ books: [book(1)], unavailable: ['BOOKS'] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your online photo books could not be loaded. Please refresh the page or try again later.',
    );
  });
});
