import { defineMessages, useIntl } from 'react-intl';
import { Banner } from '../../../ui';

const m = defineMessages({
  error: {
    id: 'photoBooks.list.error',
    defaultMessage: 'Your online photo books could not be loaded. Please refresh the page or try again later.',
  },
});

/** The photo books could not be read (the order or merchandise service down, a network error). */
export function PhotoBooksLoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="photo-books-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}
