import { defineMessages, useIntl } from 'react-intl';
import { Page } from '../../app/Page';
import { pathTo, ROUTES, type RouteName } from '../../app/routes';
import { Card, Link } from '../../ui';
import './ComingSoonPage.css';

const m = defineMessages({
  title: { id: 'comingSoon.title', defaultMessage: 'Coming soon' },
  text: {
    id: 'comingSoon.text',
    defaultMessage: 'This part of your account is not available here yet. Please check back soon.',
  },
  home: { id: 'comingSoon.home', defaultMessage: 'Back to my account overview' },
});

/** A screen of the route table whose content is not built yet: its proper title and a neutral message. */
export function ComingSoonPage({ route }: { route: RouteName }) {
  const intl = useIntl();
  const def = ROUTES[route];
  return (
    <Page title={def.title} back={'back' in def ? def.back : undefined}>
      <div className="coming-soon">
        <Card title={intl.formatMessage(m.title)} icon="✦">
          <p>{intl.formatMessage(m.text)}</p>
        </Card>
        {!('back' in def) ? (
          <Link href={pathTo('overview')}>{intl.formatMessage(m.home)}</Link>
        ) : null}
      </div>
    </Page>
  );
}
