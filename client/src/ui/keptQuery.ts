/** Query parameters that belong to one page only and are never carried to the next one. */
const NOT_CARRIED = new Set(['state', 'code', 'session_state', 'iss', 'error', 'confirmation-token', 'email']);

/**
 * An internal href with the current query string carried over (e.g. `stripped=true` and flag overrides);
 * parameters already in `href` win. External hrefs are returned unchanged.
 */
export function withKeptQuery(href: string, currentSearch: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://internal.invalid');
  const current = new URLSearchParams(currentSearch);
  for (const [key, value] of current) {
    if (!NOT_CARRIED.has(key) && !url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
