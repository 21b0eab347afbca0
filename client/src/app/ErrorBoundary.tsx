import type { ReactNode } from 'react';
import { ErrorBoundary as Boundary } from 'react-error-boundary';
import { reportFailure } from '../errorReporting/reporter';

export interface ErrorBoundaryProps {
  /** What shows instead of `children` once rendering them failed (a banner of the section's own text). */
  fallback: ReactNode;
  /** When any of these changes the boundary tries `children` again (e.g. the id of what they show). */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * The boundary of one part of a page (a query's section, a panel): `fallback` when it fails, the rest of the page keeps
 * working. The failure is logged and reported like a route's (the reporter sends each failed request once).
 */
export function ErrorBoundary({ fallback, resetKeys, children }: ErrorBoundaryProps) {
  return (
    <Boundary fallback={fallback} resetKeys={resetKeys} onError={(error) => reportFailure(error, { failure: 'section' })}>
      {children}
    </Boundary>
  );
}
