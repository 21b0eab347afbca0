import { memo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PhotoBookCard_photoBook$key } from '../../../__generated__/PhotoBookCard_photoBook.graphql';
import { pathTo } from '../../../app/routes';
import { formatDayMonthYear } from '../../../i18n/dates';
import { Link } from '../../../ui';
import { OnlineVersionState } from '../OnlineVersionState';
import { photoBookMessages as m } from '../photoBookMessages';

const mf = defineMessages({
  manage: { id: 'photoBooks.book.manage', defaultMessage: 'Share and add to the gallery' },
});

/**
 * One photo book: its title (the link to its page; the whole card can be clicked), when and in which order it was
 * ordered, and where its online version stands.
 */
export const PhotoBookCard = memo(function PhotoBookCard({ photoBook: key }: { photoBook: PhotoBookCard_photoBook$key }) {
  const intl = useIntl();
  const book = useFragment(
    graphql`
      fragment PhotoBookCard_photoBook on OnlinePhotoBook {
        productCode
        title
        orderCode
        orderedAt
        product {
          onlineVersion {
            ...OnlineVersionState_onlineVersion
          }
        }
      }
    `,
    key,
  );
  return (
    <li className="photo-book-card" data-testid="photo-book-card">
      <span className="photo-book-card__cover" aria-hidden="true" />
      <div className="photo-book-card__main">
        <h2 className="photo-book-card__title">
          <Link href={pathTo('widgetShare', { productCode: book.productCode })} variant="plain" className="photo-book-card__link">
            {book.title}
          </Link>
        </h2>
        <p className="photo-book-card__meta">
          <span className="photo-book-card__fact">{intl.formatMessage(m.ordered, { date: formatDayMonthYear(intl, book.orderedAt) })}</span>
          <span className="sign-separator" aria-hidden="true" />
          <span className="photo-book-card__fact">{intl.formatMessage(m.order, { code: book.orderCode })}</span>
        </p>
        <OnlineVersionState onlineVersion={book.product.onlineVersion} />
        <span className="photo-book-card__manage" aria-hidden="true">
          {intl.formatMessage(mf.manage)}
          <span className="sign-next" />
        </span>
      </div>
    </li>
  );
});
