import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';
import { useInteractionState } from './interactionState';
import { withKeptQuery } from './keptQuery';
import './Link.css';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  /** An internal path (`/orders`) or an absolute URL. Internal links keep the current query string. */
  href: string;
  variant?: 'inline' | 'plain' | 'button';
  className?: string;
  /** Runs when the link is followed (e.g. to close the drawer it is in). */
  onPress?: () => void;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/**
 * The one link of the product: a native link carrying react-aria's state attributes (which its styles are keyed
 * on, `data-current` for a link with `aria-current` among them); internal paths navigate client-side with
 * react-router, the query string carried along.
 */
export function Link({ href, ...props }: LinkProps) {
  return isExternal(href) ? <Anchor {...props} href={href} rel="noopener noreferrer" /> : <RouterLink {...props} href={href} />;
}

function RouterLink({ href, onClick, target, ...props }: LinkProps) {
  const { search } = useLocation();
  const to = withKeptQuery(href, search);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <Anchor
      {...props}
      href={useHref(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

function Anchor({ variant = 'inline', className, onPress, onClick, ...props }: Omit<LinkProps, 'href'> & { href: string }) {
  const state = useInteractionState(props, { pressKeys: ['Enter'] });
  return (
    <a
      {...props}
      {...state}
      data-current={props['aria-current'] ? true : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onPress?.();
        onClick?.(event);
      }}
      className={['ui-link', `ui-link--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
