import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OverviewRecentPhotos_photoLibrary$key } from '../../../__generated__/OverviewRecentPhotos_photoLibrary.graphql';
import { pathTo } from '../../../app/routes';
import { Banner, Card, Link } from '../../../ui';

const m = defineMessages({
  title: { id: 'overviewActivity.photos.title', defaultMessage: 'Recent photos' },
  empty: { id: 'overviewActivity.photos.empty', defaultMessage: "You haven't added any photos yet." },
  unavailable: {
    id: 'overviewActivity.photos.unavailable',
    defaultMessage: "Your recent photos can't be shown right now. Please try again later.",
  },
});

/**
 * The six photos added last, as a strip of thumbnails each opening its preview (named by its file name, as the
 * timeline's tiles are). A null library (the photo service failed) says so; none yet shows the empty state.
 */
export function OverviewRecentPhotos({ photoLibrary: key }: { photoLibrary: OverviewRecentPhotos_photoLibrary$key | null }) {
  const intl = useIntl();
  const library = useFragment(
    graphql`
      fragment OverviewRecentPhotos_photoLibrary on PhotoLibrary {
        recentPhotos: photos(first: 6, sort: { key: CREATED, order: DESC }) {
          edges {
            node {
              id
              localFileName
              thumbnail(size: S300) {
                url
              }
            }
          }
        }
      }
    `,
    key,
  );
  const photos = library?.recentPhotos.edges.map((edge) => edge.node) ?? [];
  return (
    <Card title={intl.formatMessage(m.title)} icon="▦" testId="recent-photos-card">
      {!library ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m.unavailable)}</p>
        </Banner>
      ) : photos.length > 0 ? (
        <div className="overview-activity__photos">
          <ul className="overview-activity__strip" data-testid="recent-photos">
            {photos.map((photo) => (
              <li key={photo.id}>
                <Link variant="plain" className="overview-activity__thumb" href={pathTo('photoPreview', { id: photo.id })} data-testid="recent-photo">
                  <img src={photo.thumbnail.url} alt={photo.localFileName} loading="lazy" decoding="async" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p data-testid="recent-photos-empty">{intl.formatMessage(m.empty)}</p>
      )}
    </Card>
  );
}
