// The settings screens, one chunk for all of them (loaded with the first settings route entered): small pages that a
// customer moves between, so one request rather than seven route definitions in the entry chunk.
export { AddAddressPage } from './addresses/AddAddressPage';
export { AllAddressesPage } from './addresses/AllAddressesPage';
export { EditAddressPage } from './addresses/EditAddressPage';
export { ChangeEmailPage } from './email/ChangeEmailPage';
export { SettingsPage } from './overview/SettingsPage';
export { PaymentMethodPage } from './paymentMethod/PaymentMethodPage';
export { PersonalDetailsPage } from './personalDetails/PersonalDetailsPage';
