import { defineMessages, useIntl } from 'react-intl';
import { Banner } from '../../../ui';

const m = defineMessages({
  error: {
    id: 'savedProjects.error',
    defaultMessage: 'Your saved projects could not be loaded. Please refresh the page or try again later.',
  },
});

/** The page's error state: the list could not be read (the query failed, or the saved projects service is down). */
export function ProjectsLoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="projects-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}
