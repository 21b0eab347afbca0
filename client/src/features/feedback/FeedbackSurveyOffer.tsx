import { Suspense, useState } from 'react';
import { lazyWithTexts } from '../../i18n/messageScope';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FeedbackSurveyOfferQuery } from '../../__generated__/FeedbackSurveyOfferQuery.graphql';
import { ErrorBoundary } from '../../app/ErrorBoundary';

const FeedbackSurveyCard = lazyWithTexts(
  () => import('./FeedbackSurveyCard').then((module) => module.FeedbackSurveyCard),
  () => import('./feedbackTexts').then((texts) => texts.feedbackTextsReady()),
);

const query = graphql`
  query FeedbackSurveyOfferQuery($locale: String!) {
    viewer {
      feedbackSurvey(locale: $locale) {
        offered
        ...FeedbackSurveyCard_survey
      }
    }
  }
`;

/**
 * Asks whether the feedback survey is offered on this site (its locale) and shows it when it is; the survey's own
 * code loads only then. Once shown it stays for this view (its thanks replace the form), though the answer makes it
 * not offered any more. The gateway answers 'not offered' without analytics consent and outside the survey locales.
 */
export function FeedbackSurveyOffer() {
  // A survey that cannot be asked for is simply not offered: the page around it stays as it is.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Offer />
      </Suspense>
    </ErrorBoundary>
  );
}

function Offer() {
  const { locale } = useIntl();
  // Store and network: a consent given since the last visit shows the survey without a reload.
  const { viewer } = useLazyLoadQuery<FeedbackSurveyOfferQuery>(query, { locale }, { fetchPolicy: 'store-and-network' });
  const survey = viewer.feedbackSurvey;
  const [shown, setShown] = useState(false);
  if (survey?.offered && !shown) setShown(true);
  if (!survey || !(shown || survey.offered)) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackSurveyCard survey={survey} />
    </Suspense>
  );
}
