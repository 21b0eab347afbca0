import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OverviewActivityQuery } from '../../../__generated__/OverviewActivityQuery.graphql';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Banner } from '../../../ui';
import { OverviewBusinessStatus } from './OverviewBusinessStatus';
import { OverviewOrders } from './OverviewOrders';
import { OverviewRecentPhotos } from './OverviewRecentPhotos';
import { overviewActivityTexts } from './overviewActivityTexts';
import './OverviewActivity.css';

/**
 * What is happening in the account, started in the overview's route loader beside the page's own query and shown
 * below its shortcuts once both are in. Each part's field is nullable: an upstream outage nulls that part alone.
 */
export const overviewActivityQuery = graphql`
  query OverviewActivityQuery($photos: Boolean!) @preloadable {
    viewer {
      ...OverviewOrders_viewer
      ...OverviewBusinessStatus_viewer
      photoLibrary @include(if: $photos) {
        ...OverviewRecentPhotos_photoLibrary
      }
    }
  }
`;

const m = defineMessages({
  unavailable: {
    id: 'overviewActivity.unavailable',
    defaultMessage: "Your orders in progress and recent photos can't be shown right now. Please try again later.",
  },
});

function Activity({ queryRef }: { queryRef: PreloadedQuery<OverviewActivityQuery> }) {
  const { viewer } = usePreloadedQuery<OverviewActivityQuery>(overviewActivityQuery, queryRef);
  return (
    <div className="overview-activity" data-testid="overview-activity">
      <OverviewOrders viewer={viewer} />
      {/* Without the timeline view the library's photos are not asked for (nor shown). */}
      {queryRef.variables.photos ? <OverviewRecentPhotos photoLibrary={viewer.photoLibrary ?? null} /> : null}
      <OverviewBusinessStatus viewer={viewer} />
    </div>
  );
}

function Unavailable() {
  const intl = useIntl();
  return (
    <Banner tone="info">
      <p>{intl.formatMessage(m.unavailable)}</p>
    </Banner>
  );
}

/**
 * The overview's activity (a chunk of its own, with its texts): the orders in progress, the recent photos and a
 * business customer's account status. A query that failed as a whole shows one line; the overview stays.
 */
export function OverviewActivity({ queryRef }: { queryRef: PreloadedQuery<OverviewActivityQuery> }) {
  return (
    <MessageScopeProvider scope={overviewActivityTexts}>
      <ErrorBoundary fallback={<Unavailable />}>
        <Activity queryRef={queryRef} />
      </ErrorBoundary>
    </MessageScopeProvider>
  );
}
