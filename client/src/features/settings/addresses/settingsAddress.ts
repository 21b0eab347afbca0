import { graphql, readInlineData } from 'react-relay';
import type { settingsAddress_address$key } from '../../../__generated__/settingsAddress_address.graphql';
import type { AddressFields } from '../../addresses/addressValues';

const addressFragment = graphql`
  fragment settingsAddress_address on Address @inline {
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

/** An address of the book as the shared address pieces (lines, form) take it. */
export function settingsAddressOf(key: settingsAddress_address$key): AddressFields {
  const { firstName, lastName, company, streetName, streetNumber, addition, postalCode, city, countryCode, phone } = readInlineData(
    addressFragment,
    key,
  );
  return { firstName, lastName, company, streetName, streetNumber, addition, postalCode, city, countryCode, phone };
}
