import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { withKeptQuery } from './keptQuery';

describe('withKeptQuery', () => {
  it('carries the current query string to internal links', () => {
    expect(withKeptQuery('/orders', '?stripped=true')).toBe('/orders?stripped=true');
    expect(withKeptQuery('/orders?page=2', '?stripped=true&PhotoManagementAlbumViewEnabled=true')).toBe(
      '/orders?page=2&stripped=true&PhotoManagementAlbumViewEnabled=true',
    );
  });

  it('lets parameters of the link win and drops one-page parameters', () => {
    expect(withKeptQuery('/orders?stripped=false', '?stripped=true')).toBe('/orders?stripped=false');
    expect(withKeptQuery('/', '?state=abc&confirmation-token=t&stripped=true')).toBe('/?stripped=true');
  });

  it('leaves external links alone', () => {
    expect(withKeptQuery('https://www.photoprint.example/faq', '?stripped=true')).toBe('https://www.photoprint.example/faq');
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders the routes in a memory router at `initialEntry`, with the location shown below them. */
function renderRoutes(children: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
}

describe('<Link>', () => {
  it('renders internal hrefs with the current query and navigates client-side keeping it', async () => {
    const onPress = vi.fn();
    renderRoutes(
      [
        { path: '/', element: <Link href="/orders" onPress={onPress}>Orders</Link> },
        { path: '/orders', element: <Link href="https://www.photoprint.example/faq">FAQs</Link> },
      ],
      '/?stripped=true',
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/orders?stripped=true');
    expect(link).not.toHaveAttribute('data-current');
    await userEvent.click(link);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?stripped=true');
    const external = screen.getByRole('link', { name: 'FAQs' });
    expect(external).toHaveAttribute('href', 'https://www.photoprint.example/faq');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows with Enter, shows keyboard focus and marks the current page', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/', element: <Link href="/orders">Orders</Link> },
        { path: '/orders', element: <Link href="/orders" aria-current="page">Orders</Link> },
      ],
      '/',
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/orders');
    // The current page's link is styled as such.
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('data-current');
  });
});
