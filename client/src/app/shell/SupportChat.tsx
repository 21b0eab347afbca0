import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../brand/BrandContext';
import { Link } from '../../ui';
import './SupportChat.css';

const m = defineMessages({
  chat: { id: 'chat.open', defaultMessage: 'Need help? Chat with us' },
  label: { id: 'chat.label', defaultMessage: 'Customer support' },
});

/**
 * The entry point of the support chat (the chat itself is the brand's customer care service), in a landmark of its
 * own: it floats beside the page, outside the header, menu and main content.
 */
export function SupportChat() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <aside className="support-chat" aria-label={intl.formatMessage(m.label)}>
      <Link variant="button" href={brand.customerCareUrl} className="support-chat__button">
        {intl.formatMessage(m.chat)}
      </Link>
    </aside>
  );
}
