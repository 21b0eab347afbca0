import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OverviewBusinessStatus_viewer$key } from '../../../__generated__/OverviewBusinessStatus_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Banner, Card, Link } from '../../../ui';

const m = defineMessages({
  title: { id: 'overviewActivity.business.title', defaultMessage: 'My business account' },
  label: { id: 'overviewActivity.business.label', defaultMessage: 'Status' },
  link: { id: 'overviewActivity.business.link', defaultMessage: 'Manage my business account' },
  unavailable: {
    id: 'overviewActivity.business.unavailable',
    defaultMessage: "Your business account status can't be shown right now. Please try again later.",
  },
});

/** The business account statuses (the schema's `BusinessAccountStatus`) as the customer reads them. */
const statuses = defineMessages({
  DEFAULT: { id: 'overviewActivity.business.status.default', defaultMessage: 'Company details missing' },
  NEW: { id: 'overviewActivity.business.status.new', defaultMessage: 'Pending validation' },
  BLOCKED: { id: 'overviewActivity.business.status.blocked', defaultMessage: 'Blocked' },
  ACTIVE: { id: 'overviewActivity.business.status.active', defaultMessage: 'Active' },
});

const statusMessage = (status: string): MessageDescriptor | null =>
  status in statuses ? statuses[status as keyof typeof statuses] : null;

/**
 * A business customer's account status (what the shell's banner says when there is something to do, stated here
 * always, ACTIVE included), linking to the business settings; nothing for a consumer. A status the customer
 * service could not give says so.
 */
export function OverviewBusinessStatus({ viewer: key }: { viewer: OverviewBusinessStatus_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment OverviewBusinessStatus_viewer on Viewer {
        isBusiness
        businessAccountStatus
      }
    `,
    key,
  );
  if (!viewer.isBusiness) return null;
  const status = viewer.businessAccountStatus ? statusMessage(viewer.businessAccountStatus) : null;
  return (
    <Card
      title={intl.formatMessage(m.title)}
      icon="▣"
      testId="business-status-card"
      footer={
        <Link variant="button" href={pathTo('settingsB2b')}>
          {intl.formatMessage(m.link)}
        </Link>
      }
    >
      {status ? (
        <dl className="overview-activity__status">
          <dt>{intl.formatMessage(m.label)}</dt>
          <dd data-testid="business-status" data-status={viewer.businessAccountStatus}>
            {intl.formatMessage(status)}
          </dd>
        </dl>
      ) : (
        <Banner tone="info">
          <p>{intl.formatMessage(m.unavailable)}</p>
        </Banner>
      )}
    </Card>
  );
}
