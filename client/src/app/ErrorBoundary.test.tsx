import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../errorReporting/correlation';
import type { QueuedReport } from '../errorReporting/reporter';
import { captureReports } from '../test/reports';
import { ErrorBoundary } from './ErrorBoundary';

let reports: QueuedReport[];
beforeEach(() => {
  reports = captureReports();
});
const error = new RequestError('Network error: POST /graphql', 'cid-section', 'InvoicesPageQuery');
function Section({ id }: { id: string }) {
  if (id === 'broken') throw error;
  return <p>Section {id}</p>;
}

describe('ErrorBoundary', () => {
  it('shows its fallback in place of the failed part only, and reports the failure once', async () => {
    render(
      <>
        <ErrorBoundary fallback={<p role="alert">Your invoices could not be loaded</p>}>
          <Section id="broken" />
        </ErrorBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your invoices could not be loaded');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ error, context: { failure: 'section', correlationId: 'cid-section' } });
  });

  it('tries its children again when a reset key changes', () => {
    function Page() {
      const [id, setId] = useState('broken');
      return (
        <>
          <button type="button" onClick={() => setId('next')}>Next</button>
          <ErrorBoundary fallback={<p role="alert">Failed</p>} resetKeys={[id]}>
            <Section id={id} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).click();
    return waitFor(() => expect(screen.getByText('Section next')).toBeInTheDocument());
  });
});
