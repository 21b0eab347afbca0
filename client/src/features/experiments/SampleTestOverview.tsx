import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SampleTestOverview_experiment$key } from '../../__generated__/SampleTestOverview_experiment.graphql';
import { useBrand } from '../../brand/BrandContext';
import { Card, Link } from '../../ui';
import { useRecordExperimentExposureMutation } from './mutations/useRecordExperimentExposureMutation';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { experimentsTexts } from './experimentsTexts';

const m = defineMessages({
  title: { id: 'experiments.sampleTest.title', defaultMessage: 'Create something new' },
  text: {
    id: 'experiments.sampleTest.text',
    defaultMessage: 'Turn your favourite photos into a photo book, a calendar or wall decor.',
  },
  link: { id: 'experiments.sampleTest.link', defaultMessage: 'Start creating' },
});

/**
 * The A/B test 'sample-test' on the overview, for a customer the testing tool assigned a variant (with analytics
 * consent): variant A adds a card leading to the brand's shop, CONTROL shows the overview as it is. Either way the
 * exposure is recorded once per view of the overview.
 */
function SampleTestOverviewContent({ experiment: key }: { experiment: SampleTestOverview_experiment$key }) {
  const intl = useIntl();
  const { shopUrl } = useBrand();
  const experiment = useFragment(
    graphql`
      fragment SampleTestOverview_experiment on Experiment {
        name
        variant
        assigned
      }
    `,
    key,
  );
  const record = useRecordExperimentExposureMutation();
  const recorded = useRef(false);
  const { name, assigned } = experiment;
  useEffect(() => {
    if (!assigned || recorded.current) return;
    recorded.current = true;
    // Analytics only: a failure to record changes nothing for the customer.
    record(name).catch(() => undefined);
  }, [assigned, name, record]);

  if (experiment.variant !== 'A') return null;
  return (
    <Card
      title={intl.formatMessage(m.title)}
      icon="✚"
      testId="create-something-card"
      footer={
        <Link variant="button" href={shopUrl}>
          {intl.formatMessage(m.link)}
        </Link>
      }
    >
      <p>{intl.formatMessage(m.text)}</p>
    </Card>
  );
}

/** The A/B test's part of the overview, with its texts (a lazy message scope). */
export function SampleTestOverview({ experiment }: { experiment: SampleTestOverview_experiment$key }) {
  return (
    <MessageScopeProvider scope={experimentsTexts}>
      <SampleTestOverviewContent experiment={experiment} />
    </MessageScopeProvider>
  );
}
