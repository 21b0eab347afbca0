import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useDocumentTitle } from '../brand/useDocumentTitle';
import { Link } from '../ui';
import { pathTo, type RouteDef } from './routes';
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
  back?: RouteDef['back'];
  children?: ReactNode;
}

/** The link back to the screen above, with its arrow, above a screen's title. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="page__back" variant="plain" href={href}>
      <span className="sign-back page__back-sign" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A screen: its level-1 heading and the document title ("<title> | <brand>"). */
export function Page({ title, titleValues, intro, back, children }: PageProps) {
  const intl = useIntl();
  const text = intl.formatMessage(title, titleValues);
  useDocumentTitle(text);
  return (
    <article className="page">
      {back ? (
        <BackLink href={pathTo(back)}>{intl.formatMessage(back === 'orders' ? m.backToOrders : m.backToSettings)}</BackLink>
      ) : null}
      <div className="page__header">
        <h1 className="page__title">{text}</h1>
        {intro ? <div className="page__intro">{intro}</div> : null}
      </div>
      {children}
    </article>
  );
}
