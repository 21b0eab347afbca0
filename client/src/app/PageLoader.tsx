import { defineMessages, useIntl } from 'react-intl';
import { Spinner } from '../ui';

const m = defineMessages({ loading: { id: 'page.loading', defaultMessage: 'Loading…' } });

/** The Suspense fallback of a route while its data loads. */
export function PageLoader() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage(m.loading)} />;
}
