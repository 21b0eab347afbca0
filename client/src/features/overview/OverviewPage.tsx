import { SURVEY_LOCALES, type Locale } from '@my-account/brands';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { OverviewPageQuery } from '../../__generated__/OverviewPageQuery.graphql';
import type { OverviewPage_viewer$key } from '../../__generated__/OverviewPage_viewer.graphql';
import type { OverviewPageCountsSubscription } from '../../__generated__/OverviewPageCountsSubscription.graphql';
import { Page } from '../../app/Page';
import { PageLoader } from '../../app/PageLoader';
import { pathTo, ROUTES } from '../../app/routes';
import { useFlag } from '../../flags/useFlag';
import { Banner, Card, Link } from '../../ui';
import { withTexts } from '../../i18n/messageScope';
import { useLibraryCounts } from '../photos/library/useLibraryCounts';
import { useScreenData, type ScreenData } from '../../app/screen';
import type * as overviewScreen from './overviewScreen';
import './OverviewPage.css';

export const overviewPageQuery = graphql`
  query OverviewPageQuery @preloadable {
    viewer {
      ...OverviewPage_viewer
    }
  }
`;

/**
 * A part of the overview only some customers need, in a chunk of its own: it renders nothing until its code is
 * there, and nothing if its code cannot be loaded (the overview never fails for it; its own failures it handles; the
 * load's failure is logged).
 */
const optional = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );

// The feedback survey asks whether it is offered (its form loads only then); the A/B test's code loads only for a
// customer the testing tool assigned a variant.
const FeedbackSurveyOffer = optional(() => import('../feedback/FeedbackSurveyOffer').then((module) => module.FeedbackSurveyOffer));
// The activity (orders in progress, recent photos, business status) shows below the shortcuts, its code and texts a
// chunk of their own; its query starts in the route loader.
const OverviewActivity = optional(() =>
  withTexts(
    () => import('./activity/OverviewActivity').then((module) => module.OverviewActivity),
    () => import('./activity/overviewActivityTexts').then((texts) => texts.overviewActivityTextsReady()),
  ),
);
const SampleTestOverview = optional(() =>
  withTexts(
    () => import('../experiments/SampleTestOverview').then((module) => module.SampleTestOverview),
    () => import('../experiments/experimentsTexts').then((texts) => texts.experimentsTextsReady()),
  ),
);

type ActivityQueryRef = ScreenData<typeof overviewScreen>['activity'];

const countsSubscription = graphql`
  subscription OverviewPageCountsSubscription {
    photoLibraryCountsChanged {
      id
      photosCount
      albumsCount
    }
  }
`;

const m = defineMessages({
  greetingNoName: { id: 'overview.greetingNoName', defaultMessage: 'Hello, welcome back' },
  intro: {
    id: 'overview.intro',
    defaultMessage: 'Here you can follow your orders, manage your photos and keep your details up to date.',
  },
  photosTitle: { id: 'overview.photos.title', defaultMessage: 'My photos' },
  photosUnavailable: {
    id: 'overview.photos.unavailable',
    defaultMessage: "Your photo library can't be shown right now. Please try again later.",
  },
  photosLink: { id: 'overview.photos.link', defaultMessage: 'Go to my photos' },
  ordersTitle: { id: 'overview.orders.title', defaultMessage: 'My orders' },
  ordersText: { id: 'overview.orders.text', defaultMessage: 'Follow your orders, see delivery dates and reorder.' },
  ordersLink: { id: 'overview.orders.link', defaultMessage: 'View my orders' },
  settingsTitle: { id: 'overview.settings.title', defaultMessage: 'My settings' },
  settingsText: {
    id: 'overview.settings.text',
    defaultMessage: 'Manage your personal details, e-mail address, addresses and payment method.',
  },
  settingsLink: { id: 'overview.settings.link', defaultMessage: 'Go to my settings' },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
const mv = defineMessages<{
  greeting: { firstName: string };
  photosCount: { count: number };
  albumsCount: { count: number };
}>({
  greeting: { id: 'overview.greeting', defaultMessage: 'Hello {firstName}, welcome back' },
  photosCount: {
    id: 'overview.photos.count',
    defaultMessage: '{count, plural, one {# photo} other {# photos}}',
  },
  albumsCount: {
    id: 'overview.albums.count',
    defaultMessage: '{count, plural, one {# album} other {# albums}}',
  },
});

/**
 * Keeps the photo and album counts live while the overview is open: each event is the viewer's library (same id),
 * so the counts shown update in place.
 */
function useLiveCounts() {
  const config = useMemo<GraphQLSubscriptionConfig<OverviewPageCountsSubscription>>(
    () => ({
      subscription: countsSubscription,
      variables: {},
      onError: () => {
        // Live counts are a nicety: the counts already shown stay.
      },
    }),
    [],
  );
  useSubscription(config);
}

function OverviewContent({ viewer: viewerKey, activity }: { viewer: OverviewPage_viewer$key; activity: ActivityQueryRef }) {
  const intl = useIntl();
  const photosOn = useFlag('PhotoManagementTimelineViewEnabled');
  const viewer = useFragment(
    graphql`
      fragment OverviewPage_viewer on Viewer {
        firstName
        isBusiness
        photoLibrary {
          ...useLibraryCounts_photoLibrary
        }
        sampleTest: experiment(name: SAMPLE_TEST) {
          assigned
          ...SampleTestOverview_experiment
        }
      }
    `,
    viewerKey,
  );
  useLiveCounts();
  // The same counts as the Photos and Albums tabs, shared albums included when their view is on.
  const library = useLibraryCounts(viewer.photoLibrary, useFlag('PhotoManagementSharedAlbumsViewEnabled'));

  return (
    <Page
      title={ROUTES.overview.title}
      intro={
        <>
          <p className="overview__greeting">
            {viewer.firstName
              ? intl.formatMessage(mv.greeting, { firstName: viewer.firstName })
              : intl.formatMessage(m.greetingNoName)}
          </p>
          <p>{intl.formatMessage(m.intro)}</p>
        </>
      }
    >
      <div className="overview__grid">
        <Card
          title={intl.formatMessage(m.photosTitle)}
          icon="▦"
          testId="photo-library-card"
          footer={
            photosOn ? (
              <Link variant="button" href={pathTo('photoManagement')}>
                {intl.formatMessage(m.photosLink)}
              </Link>
            ) : null
          }
        >
          {library ? (
            <dl className="overview__counts">
              <div className="overview__count">
                <dt className="visually-hidden">{intl.formatMessage(ROUTES.photos.title)}</dt>
                <dd data-testid="photos-count">
                  <FormattedMessage {...mv.photosCount} values={{ count: library.photos }} />
                </dd>
              </div>
              {library.albums !== undefined ? (
                <div className="overview__count">
                  <dt className="visually-hidden">{intl.formatMessage(ROUTES.albums.title)}</dt>
                  <dd data-testid="albums-count">
                    <FormattedMessage {...mv.albumsCount} values={{ count: library.albums }} />
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <Banner tone="info">
              <p>{intl.formatMessage(m.photosUnavailable)}</p>
            </Banner>
          )}
        </Card>
        <Card
          title={intl.formatMessage(m.ordersTitle)}
          icon="▤"
          footer={
            <Link variant="button" href={pathTo('orders')}>
              {intl.formatMessage(m.ordersLink)}
            </Link>
          }
        >
          <p>{intl.formatMessage(m.ordersText)}</p>
        </Card>
        <Card
          title={intl.formatMessage(m.settingsTitle)}
          icon="⚙"
          footer={
            <Link variant="button" href={pathTo(viewer.isBusiness ? 'settingsB2b' : 'settings')}>
              {intl.formatMessage(m.settingsLink)}
            </Link>
          }
        >
          <p>{intl.formatMessage(m.settingsText)}</p>
        </Card>
        {viewer.sampleTest.assigned ? (
          <Suspense fallback={null}>
            <SampleTestOverview experiment={viewer.sampleTest} />
          </Suspense>
        ) : null}
      </div>
      <Suspense fallback={<PageLoader />}>
        <OverviewActivity queryRef={activity} />
      </Suspense>
      {/* The survey is asked for only on the sites of its locales (not, e.g., the pseudo-locale's). */}
      {SURVEY_LOCALES.includes(intl.locale as Locale) ? (
        <div className="overview__survey">
          <Suspense fallback={null}>
            <FeedbackSurveyOffer />
          </Suspense>
        </div>
      ) : null}
    </Page>
  );
}

/** '/' — the account overview: greeting, photo library counts, shortcuts, then what is happening in the account. */
export function OverviewPage() {
  const { page, activity } = useScreenData<typeof overviewScreen>();
  const { viewer } = usePreloadedQuery<OverviewPageQuery>(overviewPageQuery, page);
  return <OverviewContent viewer={viewer} activity={activity} />;
}
