import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { SettingsB2bPage_viewer$key } from '../../../__generated__/SettingsB2bPage_viewer.graphql';
import type { SettingsB2bPageQuery } from '../../../__generated__/SettingsB2bPageQuery.graphql';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Card } from '../../../ui';
import { AddressBook } from '../../settings/addresses/AddressBook';
import { CookieConsentCard } from '../../settings/overview/CookieConsentCard';
import { DeleteAccountCard } from '../../settings/overview/DeleteAccountCard';
import { EmailCard } from '../../settings/overview/EmailCard';
import { PaymentMethodCard } from '../../settings/overview/PaymentMethodCard';
import { PersonalDetailsCard } from '../../settings/overview/PersonalDetailsCard';
import { SettingsError, SettingsScreen } from '../../settings/SettingsScreen';
import '../../settings/overview/SettingsPage.css';
import { BUSINESS_SETTINGS } from './businessSettingsArea';
import { businessTexts } from '../businessTexts';
import { CompanyDetailsCard } from './CompanyDetailsCard';
import './SettingsB2bPage.css';
import { useScreenData } from '../../../app/screen';
import type * as settingsB2bScreen from './settingsB2bScreen';

export const settingsB2bPageQuery = graphql`
  query SettingsB2bPageQuery @preloadable {
    viewer {
      ...SettingsB2bPage_viewer
    }
  }
`;

const m = defineMessages({
  addresses: { id: 'business.settings.addresses.title', defaultMessage: 'Addresses' },
});

function BusinessSettingsSections({ viewer: key }: { viewer: SettingsB2bPage_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment SettingsB2bPage_viewer on Viewer {
        companyDetails {
          __typename
        }
        paymentMethod {
          __typename
        }
        cookieConsent {
          __typename
        }
        ...CompanyDetailsCard_viewer
        ...PersonalDetailsCard_viewer
        ...EmailCard_viewer
        ...PaymentMethodCard_viewer
        ...AddressBook_viewer
        ...CookieConsentCard_viewer
        ...DeleteAccountCard_viewer
      }
    `,
    key,
  );
  // Back from an address page (…#addresses): the address list and what was done come into view once they are shown
  // (the router's scroll restoration looks for them before the page has rendered).
  const { hash, key: visit } = useLocation();
  const addresses = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === `#${BUSINESS_SETTINGS.addressListAnchor}`) addresses.current?.scrollIntoView();
  }, [hash, visit]);
  // The customer service did not answer (spec §8): nothing of the customer's can be shown.
  if (!viewer.companyDetails || !viewer.paymentMethod || !viewer.cookieConsent) return <SettingsError />;
  return (
    <div className="settings-overview settings-b2b">
      <div className="settings-b2b__company">
        <CompanyDetailsCard viewer={viewer} />
      </div>
      <PersonalDetailsCard viewer={viewer} />
      <EmailCard viewer={viewer} area={BUSINESS_SETTINGS} />
      <div className="settings-b2b__addresses" id={BUSINESS_SETTINGS.addressListAnchor} ref={addresses}>
        <Card title={intl.formatMessage(m.addresses)} testId="settings-addresses">
          <AddressBook viewer={viewer} area={BUSINESS_SETTINGS} />
        </Card>
      </div>
      <PaymentMethodCard viewer={viewer} />
      <CookieConsentCard viewer={viewer} />
      <DeleteAccountCard viewer={viewer} />
    </div>
  );
}

function BusinessSettings({ queryRef }: { queryRef: PreloadedQuery<SettingsB2bPageQuery> }) {
  const { viewer } = usePreloadedQuery<SettingsB2bPageQuery>(settingsB2bPageQuery, queryRef);
  return <BusinessSettingsSections viewer={viewer} />;
}

/**
 * '/settings/b2b' — 'My settings' of a business customer: the company details (changed in place), the personal
 * details, e-mail address, addresses (each to change on the address pages of /settings/b2b), payment method, cookies
 * and account deletion.
 */
export function SettingsB2bPage() {
  const queryRef = useScreenData<typeof settingsB2bScreen>();
  return (
    <SettingsScreen route="settingsB2b">
      <MessageScopeProvider scope={businessTexts}>
        <BusinessSettings queryRef={queryRef} />
      </MessageScopeProvider>
    </SettingsScreen>
  );
}
