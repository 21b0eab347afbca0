import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PhotoBookShare_photoBook$key } from '../../../__generated__/PhotoBookShare_photoBook.graphql';
import { Banner } from '../../../ui';
import { onlineVersionMessages as om, onlineVersionValueMessages as omv } from '../../orders/onlineVersion/onlineVersionMessages';
import {
  ShareOnlineVersionForm,
  ShareSendButton,
  useShareOnlineVersionForm,
} from '../../orders/onlineVersion/ShareOnlineVersionForm';

const m = defineMessages({
  notReady: {
    id: 'photoBooks.share.notReady',
    defaultMessage: 'You can share your photo book by e-mail once its online version is ready.',
  },
});

/** The form itself (a product whose online version is ready and not blocked). */
function ShareForm({ productId }: { productId: string }) {
  const intl = useIntl();
  const formId = useId();
  const form = useShareOnlineVersionForm(productId);
  return (
    <>
      {form.sharedWith ? (
        <Banner tone="info">
          <p>{intl.formatMessage(omv.shared, { email: form.sharedWith })}</p>
        </Banner>
      ) : null}
      <ShareOnlineVersionForm form={form} id={formId}>
        <div className="share-form__actions">
          <ShareSendButton form={form} formId={formId} />
        </div>
      </ShareOnlineVersionForm>
    </>
  );
}

/**
 * 'Share by e-mail', on the page: sender name, recipient and a personal message. The widget service checks them and
 * its messages show on the fields; once sent, the page says to whom.
 */
export function PhotoBookShare({ photoBook: key }: { photoBook: PhotoBookShare_photoBook$key }) {
  const intl = useIntl();
  const headingId = useId();
  const { product } = useFragment(
    graphql`
      fragment PhotoBookShare_photoBook on OnlinePhotoBook {
        product {
          id
          onlineVersion {
            state
            url
            isBlocked
          }
        }
      }
    `,
    key,
  );
  const online = product.onlineVersion;
  return (
    <section className="photo-book-section" aria-labelledby={headingId} data-testid="photo-book-share">
      <h2 id={headingId} className="photo-book-section__title">
        {intl.formatMessage(om.share)}
      </h2>
      {!online ? (
        <p className="photo-book-section__text">{intl.formatMessage(om.unavailable)}</p>
      ) : online.state !== 'READY' || !online.url ? (
        <p className="photo-book-section__text">{intl.formatMessage(m.notReady)}</p>
      ) : online.isBlocked ? (
        <p className="photo-book-section__text">{intl.formatMessage(om.blocked)}</p>
      ) : (
        <ShareForm productId={product.id} />
      )}
    </section>
  );
}
