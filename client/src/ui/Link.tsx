import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useLocation } from 'react-router';
import { withKeptQuery } from './keptQuery';
import './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'href' | 'className'> {
  /** An internal path (`/orders`) or an absolute URL. Internal links keep the current query string. */
  href: string;
  variant?: 'inline' | 'plain' | 'button';
  className?: string;
}

/** The one link of the product: client-side navigation for internal paths, the query string carried along. */
export function Link({ href, variant = 'inline', className, ...props }: LinkProps) {
  const { search } = useLocation();
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return (
    <AriaLink
      {...props}
      href={external ? href : withKeptQuery(href, search)}
      {...(external ? { rel: 'noopener noreferrer' } : {})}
      className={['ui-link', `ui-link--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
