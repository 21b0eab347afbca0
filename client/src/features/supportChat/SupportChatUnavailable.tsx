import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../brand/BrandContext';
import { Link } from '../../ui';

const m = defineMessages({
  text: {
    id: 'supportChat.unavailable',
    defaultMessage: 'The chat is not available right now. Please try again later, or visit our customer care pages.',
  },
  link: { id: 'supportChat.customerCare', defaultMessage: 'Customer care' },
});

/** The chat could not be loaded (the support chat service is down): the brand's customer care pages instead. */
export function SupportChatUnavailable() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <div className="support-chat__unavailable" role="alert">
      <p>{intl.formatMessage(m.text)}</p>
      <Link href={brand.customerCareUrl}>{intl.formatMessage(m.link)}</Link>
    </div>
  );
}
