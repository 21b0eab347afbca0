import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OnlineVersionPanel_product$key } from '../../../__generated__/OnlineVersionPanel_product.graphql';
import { Banner, Button, DisabledButton, Link } from '../../../ui';
import { useRequestOnlineVersionMutation } from '../mutations/useRequestOnlineVersionMutation';
import { onlineVersionMessages as m, onlineVersionValueMessages as mv } from './onlineVersionMessages';
import './OnlineVersionPanel.css';

const ShareOnlineVersionDialog = lazy(() =>
  import('./ShareOnlineVersionDialog').then((module) => ({ default: module.ShareOnlineVersionDialog })),
);

/** A photo book's online version: request it, see that it is requested, or view it and share it by e-mail. */
export function OnlineVersionPanel({ product: key }: { product: OnlineVersionPanel_product$key }) {
  const intl = useIntl();
  const product = useFragment(
    graphql`
      fragment OnlineVersionPanel_product on OrderProduct {
        id
        kind
        onlineVersion {
          state
          url
          isBlocked
          shareCount
        }
      }
    `,
    key,
  );
  const [request, isRequesting] = useRequestOnlineVersionMutation();
  const [requestFailed, setRequestFailed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  if (product.kind !== 'PHOTO_BOOK') return null;
  const online = product.onlineVersion;

  const requestOnline = async () => {
    setRequestFailed(false);
    const ok = await request(product.id).then((outcome) => outcome.ok, () => false);
    setRequestFailed(!ok);
  };

  return (
    <div className="online-version" data-testid="online-version">
      <h4 className="online-version__title">{intl.formatMessage(m.title)}</h4>
      {!online ? (
        <p className="online-version__muted">{intl.formatMessage(m.unavailable)}</p>
      ) : online.state === 'NOT_REQUESTED' ? (
        <div>
          <Button variant="secondary" onPress={() => void requestOnline()} isDisabled={isRequesting}>
            {intl.formatMessage(m.request)}
          </Button>
        </div>
      ) : online.state === 'REQUESTED' || !online.url ? (
        <div role="status">
          <p className="online-version__state">{intl.formatMessage(m.requested)}</p>
          <p className="online-version__muted">{intl.formatMessage(m.requestedHint)}</p>
        </div>
      ) : (
        <>
          <div className="online-version__actions">
            <Link variant="button" href={online.url} target="_blank">
              {intl.formatMessage(m.view)}
            </Link>
            {online.isBlocked ? (
              <DisabledButton reason={intl.formatMessage(m.blocked)} testId="share-online-version">
                {intl.formatMessage(m.share)}
              </DisabledButton>
            ) : (
              <Button variant="secondary" onPress={() => setSharing(true)} data-testid="share-online-version">
                {intl.formatMessage(m.share)}
              </Button>
            )}
          </div>
          {online.isBlocked ? <p className="online-version__muted">{intl.formatMessage(m.blocked)}</p> : null}
          {online.shareCount > 0 ? (
            <p className="online-version__muted">{intl.formatMessage(mv.shareCount, { count: online.shareCount })}</p>
          ) : null}
        </>
      )}
      {requestFailed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.requestFailed)}</p>
        </Banner>
      ) : null}
      {sharedWith ? (
        <Banner tone="info">
          <p>{intl.formatMessage(mv.shared, { email: sharedWith })}</p>
        </Banner>
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareOnlineVersionDialog
            productId={product.id}
            onClose={() => setSharing(false)}
            onShared={(email) => {
              setSharing(false);
              setSharedWith(email);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
