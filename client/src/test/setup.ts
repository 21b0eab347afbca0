import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment creates its spies with the `jest` global.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
