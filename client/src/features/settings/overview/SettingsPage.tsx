import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SettingsPage_viewer$key } from '../../../__generated__/SettingsPage_viewer.graphql';
import type { SettingsPageQuery } from '../../../__generated__/SettingsPageQuery.graphql';
import { CONSUMER_SETTINGS } from '../settingsArea';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { CookieConsentCard } from './CookieConsentCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { DeliveryAddressCard } from './DeliveryAddressCard';
import { EmailCard } from './EmailCard';
import { PaymentMethodCard } from './PaymentMethodCard';
import { PersonalDetailsCard } from './PersonalDetailsCard';
import { useScreenData } from '../../../app/screen';
import type * as settingsScreen from './settingsScreen';
import './SettingsPage.css';

export const settingsPageQuery = graphql`
  query SettingsPageQuery @preloadable {
    viewer {
      ...SettingsPage_viewer
    }
  }
`;

function SettingsSections({ viewer: key }: { viewer: SettingsPage_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SettingsPage_viewer on Viewer {
        paymentMethod {
          __typename
        }
        cookieConsent {
          __typename
        }
        defaultAddress: addresses(first: 1) {
          __typename
        }
        ...PersonalDetailsCard_viewer
        ...EmailCard_viewer
        ...DeliveryAddressCard_viewer
        ...PaymentMethodCard_viewer
        ...CookieConsentCard_viewer
        ...DeleteAccountCard_viewer
      }
    `,
    key,
  );
  // The customer service did not answer (spec §8): nothing of the customer's can be shown.
  if (!viewer.paymentMethod || !viewer.cookieConsent || !viewer.defaultAddress) return <SettingsError />;
  return (
    <div className="settings-overview">
      <PersonalDetailsCard viewer={viewer} />
      <EmailCard viewer={viewer} area={CONSUMER_SETTINGS} />
      <DeliveryAddressCard viewer={viewer} />
      <PaymentMethodCard viewer={viewer} />
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
  const queryRef = useScreenData<typeof settingsScreen>();
  return (
    <SettingsScreen route="settings">
      <Settings queryRef={queryRef} />
    </SettingsScreen>
  );
}
