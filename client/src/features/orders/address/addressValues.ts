import { graphql, readInlineData } from 'react-relay';
import type { addressValues_address$key } from '../../../__generated__/addressValues_address.graphql';
import type { DeliveryAddressInput } from '../mutations/useChangeOrderDeliveryAddressMutation';
import type { AddressValues } from './addressChange';

const addressFragment = graphql`
  fragment addressValues_address on PostalAddress @inline {
    firstName
    lastName
    company
    streetName
    streetNumber
    addition
    postalCode
    city
    countryCode
    phone
  }
`;

/** The countries of the brand sites (spec §1), which the retailer delivers to. */
export const DELIVERY_COUNTRIES = ['AT', 'BE', 'DK', 'FR', 'DE', 'IE', 'IT', 'NL', 'NO', 'PT', 'ES', 'SE', 'GB'] as const;

/** The form's starting values: the order's current delivery address. */
export function addressValuesOf(key: addressValues_address$key): AddressValues {
  const address = readInlineData(addressFragment, key);
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    streetName: address.streetName,
    streetNumber: address.streetNumber,
    addition: address.addition ?? '',
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? '',
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** What is sent: every field trimmed, empty optional fields left out. The order service validates the rest. */
export function addressInputOf(values: AddressValues): DeliveryAddressInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: optional(values.company),
    streetName: values.streetName.trim(),
    streetNumber: values.streetNumber.trim(),
    addition: optional(values.addition),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    phone: optional(values.phone),
  };
}
