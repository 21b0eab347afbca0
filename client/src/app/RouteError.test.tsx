import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../errorReporting/correlation';
import type { QueuedReport } from '../errorReporting/reporter';
import { captureReports } from '../test/reports';
import { RouteError } from './RouteError';

let reports: QueuedReport[];
beforeEach(() => {
  reports = captureReports();
});
function renderRoute(Page: () => never) {
  const router = createMemoryRouter([{ path: '/orders', element: <Page />, errorElement: <RouteError /> }], { initialEntries: ['/orders'] });
  render(
    <IntlProvider locale="en-GB" onError={() => {}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('RouteError', () => {
  it("shows the generic text and reports the error with its request's correlation id", async () => {
    const error = new RequestError('Network error: POST /graphql', 'cid-route', 'OrdersPageQuery');
    renderRoute(() => {
      throw error;
    });
    expect(await screen.findByText(/An unexpected error has occurred/)).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ error, context: { failure: 'route', correlationId: 'cid-route' }, path: '/' });
    expect(console.error).toHaveBeenCalledWith('Failure (route)', { correlationId: 'cid-route' }, error);
  });
});
