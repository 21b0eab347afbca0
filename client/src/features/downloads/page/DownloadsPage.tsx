import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { DownloadsPageQuery } from '../../../__generated__/DownloadsPageQuery.graphql';
import { Page } from '../../../app/Page';
import { ROUTES } from '../../../app/routes';
import { Banner } from '../../../ui';
import { DownloadRow } from './DownloadRow';
import { useScreenData } from '../../../app/screen';
import type * as downloadsScreen from './downloadsScreen';
import './DownloadsPage.css';

const query = graphql`
  query DownloadsPageQuery @preloadable {
    viewer {
      downloads {
        id
        ...DownloadRow_download
      }
    }
  }
`;

const m = defineMessages({
  intro: {
    id: 'downloads.page.intro',
    defaultMessage: 'The .zip archives of your photos from the last week. A finished archive can be downloaded again.',
  },
  empty: {
    id: 'downloads.page.empty',
    defaultMessage: 'You have no downloads yet. Select photos in My photos and choose Download.',
  },
  error: {
    id: 'downloads.page.error',
    defaultMessage: 'Unable to display your downloads. Please refresh the page or try again later.',
  },
  list: { id: 'downloads.page.list', defaultMessage: 'Your downloads' },
});

/** '/downloads' — the customer's archives with their state, each downloadable again once finished. */
export function DownloadsPage() {
  const intl = useIntl();
  const queryRef = useScreenData<typeof downloadsScreen>();
  const { viewer } = usePreloadedQuery<DownloadsPageQuery>(query, queryRef);
  const downloads = viewer.downloads;
  return (
    <Page title={ROUTES.downloads.title} intro={intl.formatMessage(m.intro)}>
      {!downloads ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.error)}</p>
        </Banner>
      ) : downloads.length === 0 ? (
        <p className="downloads-page__empty" data-testid="downloads-empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="downloads-page__list" aria-label={intl.formatMessage(m.list)}>
          {downloads.map((download) => (
            <DownloadRow key={download.id} download={download} />
          ))}
        </ul>
      )}
    </Page>
  );
}
