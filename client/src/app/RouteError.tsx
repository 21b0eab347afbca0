import { defineMessages, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { useBrand } from '../brand/BrandContext';
import { useDocumentTitle } from '../brand/useDocumentTitle';
import { Banner, Link } from '../ui';

const m = defineMessages({
  title: { id: 'error.generic.title', defaultMessage: 'Something went wrong' },
  text: {
    id: 'error.generic.text',
    defaultMessage: 'An unexpected error has occurred, please contact us if you continue to have problems.',
  },
  contact: { id: 'error.generic.contact', defaultMessage: 'Contact customer care' },
});

/** The error boundary of every route: the generic text (spec §8), the rest of the page keeps working. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const brand = useBrand();
  useDocumentTitle(intl.formatMessage(m.title));
  if (error) console.error(error);
  return (
    <div className="route-error">
      <Banner tone="error" action={<Link href={brand.customerCareUrl}>{intl.formatMessage(m.contact)}</Link>}>
        <p>{intl.formatMessage(m.text)}</p>
      </Banner>
    </div>
  );
}
