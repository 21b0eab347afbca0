import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment creates its spies with the `jest` global.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// findBy* / waitFor wait up to 5 s (default 1 s): rendering a page of 50 cards in jsdom took longer than 1 s on a
// busy two-core CI machine. A wait that succeeds returns as soon as it does, so passing tests are no slower.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
