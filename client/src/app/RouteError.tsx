import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useBrand } from '../brand/BrandContext';
import { useDocumentTitle } from '../brand/useDocumentTitle';
import { reportFailure } from '../errorReporting/reporter';
import { Banner, Link } from '../ui';

const m = defineMessages({
  title: { id: 'error.generic.title', defaultMessage: 'Something went wrong' },
  text: {
    id: 'error.generic.text',
    defaultMessage: 'An unexpected error has occurred, please contact us if you continue to have problems.',
  },
  contact: { id: 'error.generic.contact', defaultMessage: 'Contact customer care' },
});

/**
 * The error boundary of every route: the generic text (spec §8), the rest of the page keeps working. The error is
 * logged and reported (with its request's correlation id when a request failed; once, if the network layer already
 * reported that request); a path that matches no route is not a failure.
 */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const brand = useBrand();
  useDocumentTitle(intl.formatMessage(m.title));
  useEffect(() => {
    if (error && !(isRouteErrorResponse(error) && error.status === 404)) reportFailure(error, { failure: 'route' });
  }, [error]);
  return (
    <div className="route-error">
      <Banner tone="error" action={<Link href={brand.customerCareUrl}>{intl.formatMessage(m.contact)}</Link>}>
        <p>{intl.formatMessage(m.text)}</p>
      </Banner>
    </div>
  );
}
