import { graphql, readInlineData } from 'react-relay';
import type { orderAddress_address$key } from '../../../__generated__/orderAddress_address.graphql';
import type { AddressFields } from '../../addresses/addressValues';

const addressFragment = graphql`
  fragment orderAddress_address on PostalAddress @inline {
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

/** An order's postal address (delivery or pick-up point) as the shared address pieces take it. */
export function orderAddressOf(key: orderAddress_address$key): AddressFields {
  const { firstName, lastName, company, streetName, streetNumber, addition, postalCode, city, countryCode, phone } = readInlineData(
    addressFragment,
    key,
  );
  return { firstName, lastName, company, streetName, streetNumber, addition, postalCode, city, countryCode, phone };
}
