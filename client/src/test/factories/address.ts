// Postal addresses: an order's delivery address.
import type { AddressInput } from '../../features/addresses/addressValues';

/** Where an order goes. */
export const DELIVERY_ADDRESS: AddressInput = {
  firstName: 'Emma',
  lastName: 'Janssen',
  company: null,
  streetName: 'High Street',
  streetNumber: '12',
  addition: null,
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
  phone: null,
};
