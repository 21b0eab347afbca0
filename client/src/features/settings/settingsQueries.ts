// The settings routes' query artifacts, in a small chunk of their own: the route table (first load) keeps only the
// import of it. Each route's `preload` fetches it together with the settings screens, so a route's loader rarely
// waits for it (`npm test` guards the first load's size: client/scripts/initialJs.mjs).
export { default as addAddressPageQuery } from '../../__generated__/AddAddressPageQuery$parameters';
export { default as allAddressesPageQuery } from '../../__generated__/AllAddressesPageQuery$parameters';
export { default as changeEmailPageQuery } from '../../__generated__/ChangeEmailPageQuery$parameters';
export { default as editAddressPageQuery } from '../../__generated__/EditAddressPageQuery$parameters';
export { default as paymentMethodPageQuery } from '../../__generated__/PaymentMethodPageQuery$parameters';
export { default as personalDetailsPageQuery } from '../../__generated__/PersonalDetailsPageQuery$parameters';
export { default as settingsPageQuery } from '../../__generated__/SettingsPageQuery$parameters';
