import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessCustomer, businessWorld, invoice } from '../../test/factories/businessCustomer';
import { deferredFetch, savedFiles } from '../../test/files';
import { renderApp } from '../../test/renderApp';

const pdfResponse = () => new Response(new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }), { status: 200 });

const section = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

afterEach(() => vi.unstubAllGlobals());

describe('/invoices — B2B invoices', () => {
  it('lists current and historical invoices (reference, number or channel, date, total in its currency) and the map PDFs', async () => {
    renderApp('/invoices', { world: businessWorld(businessCustomer()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'B2B invoices' })).toBeInTheDocument();
    const [current] = within(await section('Current invoices')).getAllByTestId('invoice-row');
    expect(current).toHaveTextContent('Order SO200001');
    expect(current).toHaveTextContent('Invoice INV-2026-0001');
    expect(current).toHaveTextContent('Issued on 05 Mar 2026');
    expect(within(current!).getByTestId('invoice-total')).toHaveTextContent('Total £120.01');
    expect(within(current!).getByRole('button', { name: 'Download invoice SO200001' })).toBeInTheDocument();

    const [historical] = within(await section('Historical invoices')).getAllByTestId('invoice-row');
    expect(historical).toHaveTextContent('Order SO200002');
    expect(historical).toHaveTextContent('Issued by photoprint-gb');
    expect(within(historical!).getByTestId('invoice-total')).toHaveTextContent('€45.50');

    const [map] = within(await section('Map PDFs')).getAllByTestId('map-pdf-row');
    expect(map).toHaveTextContent('Shop window map 1, A2');
    expect(map).toHaveTextContent('Made on 01 Feb 2026');
    expect(map).toHaveTextContent('2.5 MB');
    expect(within(map!).getByRole('button', { name: 'Download map PDF Shop window map 1, A2' })).toBeInTheDocument();
  });

  it('downloads an invoice with the bearer token: busy and announced meanwhile, saved as invoice_{ref}.pdf', async () => {
    const saved = savedFiles();
    const { fetchMock, answer } = deferredFetch();
    const { user } = renderApp('/invoices', { world: businessWorld(businessCustomer()) });
    const row = within(await section('Current invoices')).getAllByTestId('invoice-row')[0]!;
    const button = within(row).getByRole('button', { name: 'Download invoice SO200001' });
    await user.click(button);

    await waitFor(() => expect(button).toHaveAccessibleName('Downloading invoice SO200001…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(row).getByRole('status')).toHaveTextContent('Downloading invoice SO200001…');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/files/invoices/Invoice%3ACURRENT%3A1`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
    // Pressing again while it downloads asks for nothing more.
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(pdfResponse()));
    await waitFor(() => expect(button).toHaveAccessibleName('Download invoice SO200001'));
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'invoice_SO200001.pdf' }]);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed download says 'The invoice could not be downloaded' and Retry (the same button, focused) tries again", async () => {
    const saved = savedFiles();
    const { fetchMock, answer } = deferredFetch();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/invoices', { world: businessWorld(businessCustomer()) });
    const row = within(await section('Historical invoices')).getAllByTestId('invoice-row')[0]!;
    const button = within(row).getByRole('button', { name: 'Download invoice SO200002' });
    button.focus();
    await user.keyboard('{Enter}');
    await act(async () => answer(new Response('upstream down', { status: 502 })));

    expect(await within(row).findByRole('alert')).toHaveTextContent('The invoice could not be downloaded');
    expect(button).toHaveAccessibleName('Retry downloading invoice SO200002');
    expect(button).toHaveTextContent('Retry');
    expect(button).toHaveFocus();
    expect(saved).toEqual([]);
    // The other invoices are not affected.
    expect(within(await section('Current invoices')).queryByRole('alert')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => answer(pdfResponse()));
    await waitFor(() => expect(within(row).queryByRole('alert')).not.toBeInTheDocument());
    expect(button).toHaveAccessibleName('Download invoice SO200002');
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'invoice_SO200002.pdf' }]);
  });

  it('a network error fails the download too; a map PDF says its own message', async () => {
    savedFiles();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/invoices', { world: businessWorld(businessCustomer()) });
    const map = within(await section('Map PDFs')).getByTestId('map-pdf-row');
    await user.click(within(map).getByRole('button', { name: 'Download map PDF Shop window map 1, A2' }));
    expect(await within(map).findByRole('alert')).toHaveTextContent('The map PDF could not be downloaded');
    expect(within(map).getByRole('button', { name: 'Retry downloading map PDF Shop window map 1, A2' })).toBeInTheDocument();
  });

  it("pages each kind 10 at a time with 'Show more'; a row's download state stays while more load", async () => {
    savedFiles();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const historical = Array.from({ length: 25 }, (_, i) => invoice(i + 10, { kind: 'HISTORICAL' }));
    const { relay, user } = renderApp('/invoices', { world: businessWorld(businessCustomer({ invoices: [invoice(1), ...historical] })) });
    const list = await section('Historical invoices');
    expect(within(list).getAllByTestId('invoice-row')).toHaveLength(10);
    expect(within(list).getByText('10 of 25')).toBeInTheDocument();
    expect(within(await section('Current invoices')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const first = within(list).getAllByTestId('invoice-row')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Download invoice SO200010' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('The invoice could not be downloaded');

    await user.click(within(list).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('invoice-row')).toHaveLength(20));
    expect(relay.callsOf('InvoiceSectionsHistoricalPaginationQuery')[0]!.variables).toMatchObject({ first: 10, after: '10' });
    await user.click(within(list).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('invoice-row')).toHaveLength(25));
    expect(within(list).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(list).getAllByTestId('invoice-row').map((row) => row.querySelector('.invoice-row__ref')?.textContent)).toEqual(
      historical.map((i) => `Order ${i.orderRef}`),
    );
    expect(within(within(list).getAllByTestId('invoice-row')[0]!).getByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded',
    );
  });

  it("shows 'You have no invoices yet' without any invoice, and 'You have no map PDFs yet.'", async () => {
    renderApp('/invoices', { world: businessWorld(businessCustomer({ invoices: [], mapPdfs: [] })) });
    expect(await screen.findByText('You have no invoices yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Current invoices/ })).not.toBeInTheDocument();
    expect(within(await section('Map PDFs')).getByText('You have no map PDFs yet.')).toBeInTheDocument();
  });

  it('says so in a kind without invoices while the other has some', async () => {
    renderApp('/invoices', { world: businessWorld(businessCustomer({ invoices: [invoice(1, { kind: 'HISTORICAL' })] })) });
    expect(within(await section('Current invoices')).getByText('You have no current invoices.')).toBeInTheDocument();
    expect(within(await section('Historical invoices')).getAllByTestId('invoice-row')).toHaveLength(1);
  });

  it('a part the services could not answer shows its own error; the rest still works', async () => {
    renderApp('/invoices', { world: businessWorld(businessCustomer({ unavailable: ['CURRENT', 'MAP_PDFS'] })) });
    expect(within(await section('Current invoices')).getByRole('alert')).toHaveTextContent(
      'Your current invoices could not be loaded. Please refresh the page or try again later.',
    );
    expect(within(await section('Map PDFs')).getByRole('alert')).toHaveTextContent('Your map PDFs could not be loaded.');
    expect(within(await section('Historical invoices')).getAllByTestId('invoice-row')).toHaveLength(1);
  });

  it('when neither list can be read (e.g. the gateway refuses with FORBIDDEN) says so in words, never the code', async () => {
    renderApp('/invoices', { world: businessWorld(businessCustomer({ unavailable: ['CURRENT', 'HISTORICAL', 'MAP_PDFS'] })) });
    expect(await screen.findByTestId('invoices-error')).toHaveTextContent(
      'Your invoices could not be loaded. Please refresh the page or try again later.',
    );
    expect(screen.queryByText(/FORBIDDEN/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Current invoices/ })).not.toBeInTheDocument();
  });

  it('shows an error text when the page query fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/invoices', { world: businessWorld(businessCustomer({ failing: ['InvoicesPageQuery'] })) });
    expect(await screen.findByText('Your invoices could not be loaded. Please refresh the page or try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeInTheDocument();
  });
});
