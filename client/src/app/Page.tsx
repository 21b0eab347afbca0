import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useDocumentTitle } from '../brand/useDocumentTitle';
import { Link } from '../ui';
import { pathTo } from './routes';
import './Page.css';

const m = defineMessages({
  backToSettings: { id: 'page.backToSettings', defaultMessage: 'Back to my Settings' },
  backToOrders: { id: 'page.backToOrders', defaultMessage: 'Back to my Orders' },
});

export interface PageProps {
  title: MessageDescriptor;
  titleValues?: Record<string, string | number>;
  /** Short text under the title. */
  intro?: ReactNode;
  back?: 'settings' | 'orders';
  children?: ReactNode;
}

/** A screen: its level-1 heading and the document title ("<title> | <brand>"). */
export function Page({ title, titleValues, intro, back, children }: PageProps) {
  const intl = useIntl();
  const text = intl.formatMessage(title, titleValues);
  useDocumentTitle(text);
  return (
    <article className="page">
      {back ? (
        <Link className="page__back" variant="plain" href={pathTo(back)}>
          <span aria-hidden="true">‹ </span>
          {intl.formatMessage(back === 'settings' ? m.backToSettings : m.backToOrders)}
        </Link>
      ) : null}
      <div className="page__header">
        <h1 className="page__title">{text}</h1>
        {intro ? <div className="page__intro">{intro}</div> : null}
      </div>
      {children}
    </article>
  );
}
