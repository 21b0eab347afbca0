import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SavedProjectsPageQuery } from '../../__generated__/SavedProjectsPageQuery.graphql';
import { Page } from '../../app/Page';
import { PageLoader } from '../../app/PageLoader';
import { ROUTES } from '../../app/routes';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { SavedProjectList } from './list/SavedProjectList';
import { ProjectsLoadError } from './list/ProjectsLoadError';
import { savedProjectsTexts } from './savedProjectsTexts';
import { useScreenData } from '../../app/screen';
import type * as savedProjectsScreen from './savedProjectsScreen';
import './SavedProjectsPage.css';

export const savedProjectsPageQuery = graphql`
  query SavedProjectsPageQuery @preloadable {
    viewer {
      ...SavedProjectList_viewer
    }
  }
`;

const m = defineMessages({
  intro: {
    id: 'savedProjects.intro',
    defaultMessage: 'The photo books, calendars and other products you started in the editor and have not ordered yet.',
  },
  desktopHint: {
    id: 'savedProjects.desktopHint',
    defaultMessage:
      'Projects you made in our desktop creator are not listed here: they are saved on your computer. Open them in the desktop creator.',
  },
});

/** What the page lists, and the desktop creator hint (spec §2): its projects are not here, so no one looks for them. */
function Intro() {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(m.intro)}</p>
      <p className="saved-projects__desktop-hint" data-testid="desktop-creator-hint">
        <span className="saved-projects__desktop-icon sign-info" aria-hidden="true" />
        {intl.formatMessage(m.desktopHint)}
      </p>
    </>
  );
}

function Projects({ queryRef }: { queryRef: PreloadedQuery<SavedProjectsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SavedProjectsPageQuery>(savedProjectsPageQuery, queryRef);
  return <SavedProjectList viewer={viewer} />;
}

/** '/saved-projects' — 'My saved projects': the customer's saved projects, 10 at a time, each openable and deletable. */
export function SavedProjectsPage() {
  const queryRef = useScreenData<typeof savedProjectsScreen>();
  return (
    <MessageScopeProvider scope={savedProjectsTexts}>
      <Page title={ROUTES.savedProjects.title} intro={<Intro />}>
        <ErrorBoundary fallback={<ProjectsLoadError />}>
          <Suspense fallback={<PageLoader />}>
            <Projects queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Page>
    </MessageScopeProvider>
  );
}
