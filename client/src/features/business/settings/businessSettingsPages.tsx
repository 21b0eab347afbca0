// The business settings screens, one chunk (loaded with the first of them entered). The e-mail and address pages are
// the consumer settings' screens, in the business area: their back link and where they go once saved is /settings/b2b.
import { AddAddressPage } from '../../settings/addresses/AddAddressPage';
import { EditAddressPage } from '../../settings/addresses/EditAddressPage';
import { ChangeEmailPage } from '../../settings/email/ChangeEmailPage';
import { BUSINESS_SETTINGS } from './businessSettingsArea';

export { SettingsB2bPage } from './SettingsB2bPage';

/** '/settings/b2b/email' — 'Change email address'. */
export const ChangeEmailB2bPage = () => <ChangeEmailPage area={BUSINESS_SETTINGS} />;

/** '/settings/b2b/new-address' — 'Delivery address': a new business address. */
export const AddAddressB2bPage = () => <AddAddressPage area={BUSINESS_SETTINGS} />;

/** '/settings/b2b/address/:addressId' — 'Edit': a business address. */
export const EditAddressB2bPage = () => <EditAddressPage area={BUSINESS_SETTINGS} />;
