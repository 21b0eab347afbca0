import { defineMessages, useIntl } from 'react-intl';
import { Page } from '../../app/Page';
import { NOT_FOUND_TITLE, pathTo } from '../../app/routes';
import { Link } from '../../ui';

const m = defineMessages({
  text: { id: 'notFound.text', defaultMessage: "We couldn't find the page you were looking for." },
  home: { id: 'notFound.home', defaultMessage: 'Go to my account overview' },
});

/** Any path outside the route table. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Page title={NOT_FOUND_TITLE} intro={<p>{intl.formatMessage(m.text)}</p>}>
      <p>
        <Link href={pathTo('overview')}>{intl.formatMessage(m.home)}</Link>
      </p>
    </Page>
  );
}
