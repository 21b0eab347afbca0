import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAnnouncements } from '../ui/announce';
import { toastQueue } from '../ui/Toast';

// relay-test-utils' mock environment creates its spies with the `jest` global.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// findBy* / waitFor wait up to 20 s (default 1 s): with two test files in parallel on a two-core machine, rendering
// a page of 50 cards or the next photos of a preview in jsdom sometimes took more than 5 s, and a screen's first load
// (its code and texts transformed on demand) more than 10 s. A wait that succeeds returns as soon as it does, so
// passing tests are no slower.
// The app's live region (ui/announce.ts) repeats texts the screen shows: *ByText finds the screen's own; tests read the
// region with `announcements()`.
configure({ asyncUtilTimeout: 20_000, defaultIgnore: 'script, style, [data-live-announcer] *' });

/**
 * React's sign that it dropped work fails the test that caused it: a render that read a promise with `use` and waited
 * for more inside an `act` nobody awaits (Testing Library's events, a test's own `act`) is lost for good, and its
 * screen never shows (src/i18n/messageScope.test.tsx). React says it once per worker.
 */
const worker = globalThis as unknown as { reactDroppedWork?: { message: string | null } };
if (!worker.reactDroppedWork) {
  // Once per worker: this file runs again for each test file of a worker.
  const dropped = (worker.reactDroppedWork = { message: null as string | null });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [message] = args;
    if (typeof message === 'string' && message.startsWith('A component suspended inside an `act` scope')) dropped.message = message;
    consoleError(...args);
  };
}
const droppedWork = worker.reactDroppedWork;

// jsdom has no scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = () => {};

/**
 * What a test may change outside the app it renders, back as jsdom starts: the files of a worker share one window and
 * one set of modules (vite.config.ts), so a width set to 375 px or a toast left open would reach the next file.
 */
afterEach(async () => {
  // A test's spies and fake timers end with it.
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  // A module still loading when a file ends (a screen's lazy part its last render asked for) fails as the file's
  // environment is torn down, and the worker keeps that failure for its later files: the overview's A/B card then
  // never showed in its own tests. Every load started is waited for here.
  await vi.dynamicImportSettled();
  window.localStorage.clear();
  window.sessionStorage.clear();
  toastQueue.clear();
  clearAnnouncements();
  for (const [name, value] of [['innerWidth', 1024], ['innerHeight', 768], ['scrollY', 0]] as const) {
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  }
  window.dispatchEvent(new Event('resize'));
  const { message } = droppedWork;
  if (message) {
    droppedWork.message = null;
    throw new Error(`React dropped work this test started: ${message}`);
  }
});
