import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** react-router's useHref for internal paths; absolute URLs (FAQ, customer care) stay as they are. */
function useRouterHref(href: string): string {
  const external = isExternal(href);
  const internal = useHref(external ? '/' : href);
  return external ? href : internal;
}

/** Lets react-aria links and menus navigate with react-router (client-side, no page reload). */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
