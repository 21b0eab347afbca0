import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SettingsPage_viewer$key } from '../../../__generated__/SettingsPage_viewer.graphql';
import type { SettingsPageQuery } from '../../../__generated__/SettingsPageQuery.graphql';
import { pathTo } from '../../../app/routes';
import { Card, Link } from '../../../ui';
import { paymentMethodName } from '../paymentMethod/paymentMethodNames';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { CookieConsentCard } from './CookieConsentCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { DeliveryAddressCard } from './DeliveryAddressCard';
import './SettingsPage.css';

export const settingsPageQuery = graphql`
  query SettingsPageQuery @preloadable {
    viewer {
      ...SettingsPage_viewer
    }
  }
`;

const m = defineMessages({
  personalTitle: { id: 'settings.personal.title', defaultMessage: 'Personal details' },
  personalLink: { id: 'settings.personal.link', defaultMessage: 'Change personal details' },
  emailTitle: { id: 'settings.email.title', defaultMessage: 'E-mail address' },
  emailLink: { id: 'settings.email.link', defaultMessage: 'Change email address' },
  paymentTitle: { id: 'settings.payment.title', defaultMessage: 'Payment method' },
  paymentNone: { id: 'settings.payment.none', defaultMessage: "You haven't chosen a payment method yet." },
  paymentLink: { id: 'settings.payment.link', defaultMessage: 'Change your payment method' },
});

function SettingsSections({ viewer: key }: { viewer: SettingsPage_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment SettingsPage_viewer on Viewer {
        name
        firstName
        lastName
        email
        paymentMethod {
          method
        }
        cookieConsent {
          __typename
        }
        defaultAddress: addresses(first: 1) {
          __typename
        }
        ...DeliveryAddressCard_viewer
        ...CookieConsentCard_viewer
        ...DeleteAccountCard_viewer
      }
    `,
    key,
  );
  // The customer service did not answer (spec §8): nothing of the customer's can be shown.
  if (!viewer.paymentMethod || !viewer.cookieConsent || !viewer.defaultAddress) return <SettingsError />;
  const name = viewer.name ?? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
  const method = viewer.paymentMethod.method ? paymentMethodName(viewer.paymentMethod.method) : null;
  return (
    <div className="settings-overview">
      <Card
        title={intl.formatMessage(m.personalTitle)}
        testId="settings-personal"
        footer={<Link href={pathTo('personalDetails')}>{intl.formatMessage(m.personalLink)}</Link>}
      >
        <p data-testid="settings-name">{name}</p>
      </Card>
      <Card
        title={intl.formatMessage(m.emailTitle)}
        testId="settings-email"
        footer={<Link href={pathTo('changeEmail')}>{intl.formatMessage(m.emailLink)}</Link>}
      >
        <p className="settings-overview__email" data-testid="settings-current-email">
          {viewer.email}
        </p>
      </Card>
      <DeliveryAddressCard viewer={viewer} />
      <Card
        title={intl.formatMessage(m.paymentTitle)}
        testId="settings-payment"
        footer={<Link href={pathTo('paymentMethod')}>{intl.formatMessage(m.paymentLink)}</Link>}
      >
        <p data-testid="settings-payment-method">{method ? intl.formatMessage(method) : intl.formatMessage(m.paymentNone)}</p>
      </Card>
      <CookieConsentCard viewer={viewer} />
      <DeleteAccountCard viewer={viewer} />
    </div>
  );
}

function Settings({ queryRef }: { queryRef: PreloadedQuery<SettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  return <SettingsSections viewer={viewer} />;
}

/** '/settings' — 'My settings': a card per section (spec §2), each leading to its page. */
export function SettingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SettingsPageQuery>;
  return (
    <SettingsScreen route="settings">
      <Settings queryRef={queryRef} />
    </SettingsScreen>
  );
}
