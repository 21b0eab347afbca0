import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../brand/BrandContext';
import { Banner, Link } from '../../ui';
import { pathTo } from '../routes';

export type BusinessAccountStatus = 'DEFAULT' | 'NEW' | 'BLOCKED' | 'ACTIVE';

const m = defineMessages({
  defaultTitle: { id: 'shell.businessStatus.default.title', defaultMessage: 'Complete your business details' },
  defaultText: {
    id: 'shell.businessStatus.default.text',
    defaultMessage: 'Some of your company details are missing. Please complete them so we can validate your business account.',
  },
  defaultAction: { id: 'shell.businessStatus.default.action', defaultMessage: 'Complete details' },
  newTitle: { id: 'shell.businessStatus.new.title', defaultMessage: 'Your business account is pending validation' },
  newText: {
    id: 'shell.businessStatus.new.text',
    defaultMessage: "We're checking your company details. You'll receive an e-mail as soon as your account has been validated.",
  },
  blockedTitle: { id: 'shell.businessStatus.blocked.title', defaultMessage: 'Your business account has been blocked' },
  blockedText: {
    id: 'shell.businessStatus.blocked.text',
    defaultMessage: 'Please contact customer care to find out what to do next.',
  },
  blockedAction: { id: 'shell.businessStatus.blocked.action', defaultMessage: 'Contact customer care' },
});

/**
 * The banner of a business account by its status (spec §4): none for ACTIVE or unknown. DEFAULT and NEW are a polite
 * status, BLOCKED an alert (announced at once); one live region stays while the status changes, so a change is heard.
 */
export default function BusinessStatusBanner({ status }: { status: BusinessAccountStatus | null | undefined }) {
  const intl = useIntl();
  const brand = useBrand();
  switch (status) {
    case 'DEFAULT':
      return (
        <Banner
          tone="warning"
          title={intl.formatMessage(m.defaultTitle)}
          action={<Link href={pathTo('settingsB2b')}>{intl.formatMessage(m.defaultAction)}</Link>}
        >
          <p>{intl.formatMessage(m.defaultText)}</p>
        </Banner>
      );
    case 'NEW':
      return (
        <Banner tone="info" title={intl.formatMessage(m.newTitle)}>
          <p>{intl.formatMessage(m.newText)}</p>
        </Banner>
      );
    case 'BLOCKED':
      return (
        <Banner
          tone="error"
          title={intl.formatMessage(m.blockedTitle)}
          action={<Link href={brand.customerCareUrl}>{intl.formatMessage(m.blockedAction)}</Link>}
        >
          <p>{intl.formatMessage(m.blockedText)}</p>
        </Banner>
      );
    default:
      return null;
  }
}
