import type { DeliveryAddressInput } from '../../__generated__/resolvers-types';
import type { Connection } from '../../relay/connection';
import { toGlobalId } from '../../relay/globalId';
import type { UpstreamAddress, UpstreamAddressInput } from '../../upstream/customer';

/** Parent of Address fields: an address as the customer service answers it, tagged with its type in place. */
export type AddressModel = UpstreamAddress & { __typename: 'Address' };

/** A page of the address book; `totalCount` is the book's size. */
export type AddressConnectionModel = Connection<AddressModel> & { totalCount: number };

export function toAddressModel(address: UpstreamAddress): AddressModel {
  const model = address as AddressModel;
  model.__typename = 'Address';
  return model;
}

export const addressGlobalId = (localId: string) => toGlobalId('Address', localId);

/** The mutation's address (optional fields null when left out) as the customer service takes it. */
export const toUpstreamAddress = (address: DeliveryAddressInput, isDefault: boolean | null | undefined): UpstreamAddressInput => ({
  firstName: address.firstName, lastName: address.lastName, company: address.company ?? null,
  streetName: address.streetName, streetNumber: address.streetNumber, addition: address.addition ?? null,
  postalCode: address.postalCode, city: address.city, countryCode: address.countryCode, phone: address.phone ?? null,
  ...(isDefault === null || isDefault === undefined ? {} : { isDefault }),
});

