import { Suspense } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { EarlierUploadsQuery } from '../../../__generated__/EarlierUploadsQuery.graphql';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { Button, Card } from '../../../ui';
import { uploadIdsOf, UPLOADS_PARAM } from './uploadIds';
import './EarlierUploads.css';

const query = graphql`
  query EarlierUploadsQuery($ids: [ID!]!) {
    viewer {
      photoLibrary {
        uploads(ids: $ids) {
          uploadId
          fileName
          status
          madeBeforeSignIn
        }
      }
    }
  }
`;

const m = defineMessages({
  title: { id: 'photos.uploads.title', defaultMessage: 'Your uploaded photos' },
  list: { id: 'photos.uploads.list', defaultMessage: 'Uploaded photos and where they stand' },
  beforeSignIn: { id: 'photos.uploads.beforeSignIn', defaultMessage: 'Uploaded before you signed in' },
  hide: { id: 'photos.uploads.hide', defaultMessage: 'Hide' },
});

/** The text of each status (a status added later shows none). */
const STATUS: Readonly<Record<string, MessageDescriptor | undefined>> = defineMessages({
  PENDING: { id: 'photos.uploads.status.pending', defaultMessage: 'Still uploading' },
  READY: { id: 'photos.uploads.status.ready', defaultMessage: 'Uploaded' },
  DUPLICATE: { id: 'photos.upload.status.duplicate', defaultMessage: 'Already in your library' },
  REJECTED: { id: 'photos.upload.status.rejected', defaultMessage: 'This file could not be uploaded' },
  REGISTERED: { id: 'photos.uploads.status.registered', defaultMessage: 'In your library' },
});

const mv = defineMessages<{ missing: { count: number } }>({
  missing: {
    id: 'photos.uploads.missing',
    defaultMessage: '{count, plural, one {# upload was} other {# uploads were}} not found.',
  },
});

/**
 * The uploads a signed-out upload page (or the editor) handed over in `?uploads=<id>,…`: looked up by id after
 * sign-in (the customer's own, else those made before signing in) and shown with where each stands. Hidden when
 * there are none or the lookup fails: the page around it stays as it is.
 */
export function EarlierUploads() {
  const [params] = useSearchParams();
  const ids = uploadIdsOf(params);
  if (ids.length === 0) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <UploadList ids={ids} />
      </Suspense>
    </ErrorBoundary>
  );
}

function UploadList({ ids }: { ids: string[] }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const { viewer } = useLazyLoadQuery<EarlierUploadsQuery>(query, { ids }, { fetchPolicy: 'store-and-network' });
  const uploads = viewer.photoLibrary?.uploads ?? [];
  const found = uploads.flatMap((u) => (u ? [u] : []));
  const statusText = (status: string) => {
    const message = STATUS[status];
    return message ? intl.formatMessage(message) : null;
  };
  const hide = () => setParams((p) => {
    p.delete(UPLOADS_PARAM);
    return p;
  }, { replace: true });
  return (
    <div className="earlier-uploads">
      <Card
        title={intl.formatMessage(m.title)}
        testId="earlier-uploads"
        footer={<Button variant="secondary" onPress={hide}>{intl.formatMessage(m.hide)}</Button>}
      >
        {found.length > 0 ? (
          <ul className="earlier-uploads__list" aria-label={intl.formatMessage(m.list)}>
            {found.map((u) => (
              <li key={u.uploadId} className="earlier-uploads__item" data-testid="earlier-upload">
                <span className="earlier-uploads__name">{u.fileName}</span>
                <span className={`earlier-uploads__status earlier-uploads__status--${u.status.toLowerCase()}`}>
                  {statusText(u.status)}
                </span>
                {u.madeBeforeSignIn ? <span className="earlier-uploads__when">{intl.formatMessage(m.beforeSignIn)}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {found.length < uploads.length ? <p className="earlier-uploads__missing">{intl.formatMessage(mv.missing, { count: uploads.length - found.length })}</p> : null}
      </Card>
    </div>
  );
}
