import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../brand/BrandContext';
import { Link } from '../../ui';
import './SupportChat.css';

const m = defineMessages({ chat: { id: 'chat.open', defaultMessage: 'Need help? Chat with us' } });

/** The entry point of the support chat (the chat itself is the brand's customer care service). */
export function SupportChat() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <div className="support-chat">
      <Link variant="button" href={brand.customerCareUrl} className="support-chat__button">
        {intl.formatMessage(m.chat)}
      </Link>
    </div>
  );
}
