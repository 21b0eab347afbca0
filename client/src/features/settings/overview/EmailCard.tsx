import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EmailCard_viewer$key } from '../../../__generated__/EmailCard_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Card, Link } from '../../../ui';
import type { SettingsArea } from '../settingsArea';

const m = defineMessages({
  emailTitle: { id: 'settings.email.title', defaultMessage: 'E-mail address' },
  emailLink: { id: 'settings.email.link', defaultMessage: 'Change email address' },
});

/** The sign-in e-mail address, with 'Change email address' (the area's e-mail page). */
export function EmailCard({ viewer: key, area }: { viewer: EmailCard_viewer$key; area: SettingsArea }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment EmailCard_viewer on Viewer {
        email
      }
    `,
    key,
  );
  return (
    <Card
      title={intl.formatMessage(m.emailTitle)}
      testId="settings-email"
      footer={<Link href={pathTo(area.changeEmail)}>{intl.formatMessage(m.emailLink)}</Link>}
    >
      <p className="settings-overview__email" data-testid="settings-current-email">
        {viewer.email}
      </p>
    </Card>
  );
}
