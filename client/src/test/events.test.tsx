import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, startTransition, Suspense, use, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

/** A promise as React marks one it has read (a screen's texts, once loaded). */
const texts = Object.assign(Promise.resolve('Orders'), { status: 'fulfilled' as const, value: 'Orders' });

/** A part of the screen whose code arrives a moment after the click (asked for when the screen first renders). */
const Part = lazy(
  () => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => <p>2 orders</p> }), 50)),
);

function Screen() {
  return (
    <>
      <h1>{use(texts)}</h1>
      <Part />
    </>
  );
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback="Loading">
      {open ? <Screen /> : <button onClick={() => startTransition(() => setOpen(true))}>Open</button>}
    </Suspense>
  );
}

describe('events in the tests', () => {
  it('finish the transition a click starts, though its screen reads a promise with `use` and waits for a part', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('2 orders', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });
});
