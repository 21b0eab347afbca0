// Postal addresses: the entries of a customer's address book, and an order's delivery address.
import type { AddressInput } from '../../features/addresses/addressValues';

export interface FakeAddress extends AddressInput {
  id: string;
  isDefault: boolean;
}

/** The n-th address of the book (the first is the default). */
export const address = (n: number, extra: Partial<FakeAddress> = {}): FakeAddress => ({
  id: `QWRkcmVzczo${n}`,
  firstName: 'Ava',
  lastName: 'Wright',
  company: null,
  streetName: 'Keizersgracht',
  streetNumber: String(100 + n),
  addition: null,
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: null,
  isDefault: n === 1,
  ...extra,
});

export const addressNode = (a: FakeAddress) => ({ __typename: 'Address', ...a });

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
