import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { RouterBridge } from './RouterBridge';
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

describe('<Link>', () => {
  it('renders internal hrefs with the current query and navigates client-side keeping it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <RouterBridge>
              <Outlet />
              <Where />
            </RouterBridge>
          ),
          children: [
            { path: '/', element: <Link href="/orders">Orders</Link> },
            { path: '/orders', element: <Link href="https://www.photoprint.example/faq">FAQs</Link> },
          ],
        },
      ],
      { initialEntries: ['/?stripped=true'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/orders?stripped=true');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/orders?stripped=true');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', 'https://www.photoprint.example/faq');
  });
});
