import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PhotoBookSummary_photoBook$key } from '../../../__generated__/PhotoBookSummary_photoBook.graphql';
import { pathTo } from '../../../app/routes';
import { formatDayMonthYear } from '../../../i18n/dates';
import { Banner, Button, Link } from '../../../ui';
import { useRequestOnlineVersionMutation } from '../../orders/mutations/useRequestOnlineVersionMutation';
import { onlineVersionMessages as om, onlineVersionValueMessages as omv } from '../../orders/onlineVersion/onlineVersionMessages';
import { OnlineVersionState } from '../OnlineVersionState';
import { photoBookMessages as m } from '../photoBookMessages';
import { DeleteOnlineVersion } from './DeleteOnlineVersion';

const mf = defineMessages({
  requesting: { id: 'photoBooks.book.requesting', defaultMessage: 'Requesting…' },
  deleted: {
    id: 'photoBooks.deleteOnline.done',
    defaultMessage: 'The online version has been deleted. You can request a new one at any time.',
  },
});

/**
 * The photo book: its title, when and in which order it was ordered (a link to the order), and its online version —
 * 'View online version' once it is ready, 'Request online version' while it is not requested, 'Delete online version'
 * once requested (asking first; then the focus moves to 'Request online version').
 */
export function PhotoBookSummary({ photoBook: key }: { photoBook: PhotoBookSummary_photoBook$key }) {
  const intl = useIntl();
  const titleId = useId();
  const book = useFragment(
    graphql`
      fragment PhotoBookSummary_photoBook on OnlinePhotoBook {
        id
        title
        orderCode
        orderedAt
        product {
          id
          onlineVersion {
            state
            url
            shareCount
            ...OnlineVersionState_onlineVersion
          }
        }
      }
    `,
    key,
  );
  const [request, isRequesting] = useRequestOnlineVersionMutation();
  const [requestFailed, setRequestFailed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const requestRef = useRef<HTMLButtonElement>(null);
  const online = book.product.onlineVersion;
  useEffect(() => {
    if (deleted) requestRef.current?.focus();
  }, [deleted]);

  const requestOnline = async () => {
    setRequestFailed(false);
    setDeleted(false);
    const ok = await request(book.product.id).then((outcome) => outcome.ok, () => false);
    setRequestFailed(!ok);
  };

  return (
    <section className="photo-book-summary" aria-labelledby={titleId} data-testid="photo-book-summary">
      <span className="photo-book-summary__cover" aria-hidden="true" />
      <div className="photo-book-summary__main">
        <h2 id={titleId} className="photo-book-summary__title">
          {book.title}
        </h2>
        <p className="photo-book-summary__meta">
          <span className="photo-book-card__fact">{intl.formatMessage(m.ordered, { date: formatDayMonthYear(intl, book.orderedAt) })}</span>
          <span className="sign-separator" aria-hidden="true" />
          <Link href={pathTo('orderDetails', { orderCode: book.orderCode })} className="photo-book-card__fact">
            {intl.formatMessage(m.order, { code: book.orderCode })}
          </Link>
        </p>
        <OnlineVersionState onlineVersion={online} />
        {online?.state === 'REQUESTED' ? <p className="photo-book-summary__hint">{intl.formatMessage(om.requestedHint)}</p> : null}
        {online && online.shareCount > 0 ? (
          <p className="photo-book-summary__hint">{intl.formatMessage(omv.shareCount, { count: online.shareCount })}</p>
        ) : null}
        <div className="photo-book-summary__actions">
          {online?.state === 'READY' && online.url ? (
            <Link variant="button" href={online.url} target="_blank">
              {intl.formatMessage(om.view)}
            </Link>
          ) : null}
          {online?.state === 'NOT_REQUESTED' ? (
            <Button ref={requestRef} variant="primary" onPress={() => void requestOnline()} isDisabled={isRequesting} aria-busy={isRequesting || undefined}>
              {intl.formatMessage(isRequesting ? mf.requesting : om.request)}
            </Button>
          ) : null}
          {online && online.state !== 'NOT_REQUESTED' ? (
            <DeleteOnlineVersion photoBookId={book.id} title={book.title} onDeleted={() => setDeleted(true)} />
          ) : null}
        </div>
        <p role="status" className="photo-book-summary__hint">
          {deleted && online?.state === 'NOT_REQUESTED' ? intl.formatMessage(mf.deleted) : null}
        </p>
        {requestFailed ? (
          <Banner tone="error">
            <p>{intl.formatMessage(om.requestFailed)}</p>
          </Banner>
        ) : null}
      </div>
    </section>
  );
}
