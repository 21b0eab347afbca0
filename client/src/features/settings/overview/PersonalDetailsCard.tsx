import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDetailsCard_viewer$key } from '../../../__generated__/PersonalDetailsCard_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Card, Link } from '../../../ui';

const m = defineMessages({
  personalTitle: { id: 'settings.personal.title', defaultMessage: 'Personal details' },
  personalLink: { id: 'settings.personal.link', defaultMessage: 'Change personal details' },
});

/** The customer's name, with 'Change personal details' (one page for consumers and business customers). */
export function PersonalDetailsCard({ viewer: key }: { viewer: PersonalDetailsCard_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment PersonalDetailsCard_viewer on Viewer {
        name
        firstName
        lastName
      }
    `,
    key,
  );
  const name = viewer.name ?? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
  return (
    <Card
      title={intl.formatMessage(m.personalTitle)}
      testId="settings-personal"
      footer={<Link href={pathTo('personalDetails')}>{intl.formatMessage(m.personalLink)}</Link>}
    >
      <p data-testid="settings-name">{name}</p>
    </Card>
  );
}
