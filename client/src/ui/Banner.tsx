import type { ReactNode } from 'react';
import './Banner.css';

export interface BannerProps {
  tone: 'info' | 'warning' | 'error';
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

/** A page-wide message. Errors are announced as alerts, everything else as a polite status. */
export function Banner({ tone, title, children, action }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`ui-banner ui-banner--${tone}`}>
      <span className={`ui-banner__icon ${tone === 'info' ? 'sign-info' : 'sign-warning'}`} aria-hidden="true" />
      <div className="ui-banner__body">
        {title ? <p className="ui-banner__title">{title}</p> : null}
        <div className="ui-banner__text">{children}</div>
      </div>
      {action ? <div className="ui-banner__action">{action}</div> : null}
    </div>
  );
}
