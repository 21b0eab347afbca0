// Files the app saves, in jsdom (which cannot save them): each `<a download>` clicked, and fetch answers the test gives.
import { vi } from 'vitest';

/** Catches what the page saves: the object URL (`blob:http://localhost/1`, `/2`, …) and name of each `<a download>` clicked. */
export function savedFiles() {
  const saved: Array<{ href: string; download: string }> = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}

/** fetch answers the test releases one by one (to look at the state in between); each call waits for its own. */
export function deferredFetch() {
  const pending: Array<(response: Response) => void> = [];
  const fetchMock = vi.fn((_url: URL | string, _init?: RequestInit) => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Answers the oldest waiting call. */
    answer: (response: Response) => pending.shift()!(response),
  };
}
