import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../test/catalogues';
import { I18nProvider } from './I18nProvider';
import { createMessageScope, MessageScopeProvider } from './messageScope';

const ordersTexts = createMessageScope({ '/messages/en-GB.json': async () => ({ 'test.title': 'Orders' }) });

/** A part of the screen whose code arrives a moment after the screen first renders. */
const Part = lazy(
  () => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => <p>2 orders</p> }), 50)),
);

/** The scope's text as the provider hands it down. */
function Title() {
  return <h1>{String(useIntl().messages['test.title'])}</h1>;
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider locale="en-GB" catalogue={catalogueFor('en-GB')}>
      <Suspense fallback="Loading">
        {open ? (
          <MessageScopeProvider scope={ordersTexts}>
            <Title />
            <Part />
          </MessageScopeProvider>
        ) : (
          <button onClick={() => startTransition(() => setOpen(true))}>Open</button>
        )}
      </Suspense>
    </I18nProvider>
  );
}

describe('MessageScopeProvider', () => {
  it('shows a screen a click opened with its texts, loaded beforehand, while a part of it was still loading', async () => {
    await ordersTexts.load('en-GB');
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('2 orders', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('waits for texts not loaded yet, then shows them', async () => {
    const later = createMessageScope({ '/messages/en-GB.json': async () => ({ 'test.title': 'Invoices' }) });
    // Rendered in an act that is awaited: React finishes a render that waits for a promise only in such an act.
    await act(async () => {
      render(
        <I18nProvider locale="en-GB" catalogue={catalogueFor('en-GB')}>
          <Suspense fallback="Loading">
            <MessageScopeProvider scope={later}>
              <Title />
            </MessageScopeProvider>
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
  });
});
