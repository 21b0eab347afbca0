import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AddressLines_address$key } from '../../../__generated__/AddressLines_address.graphql';

/** A postal address as it is written on a parcel, the country by its name in the customer's language. */
export function AddressLines({ address: key, testId }: { address: AddressLines_address$key; testId?: string }) {
  const intl = useIntl();
  const address = useFragment(
    graphql`
      fragment AddressLines_address on PostalAddress {
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
    `,
    key,
  );
  const country = intl.formatDisplayName(address.countryCode, { type: 'region', fallback: 'code' }) ?? address.countryCode;
  const lines = [
    [address.firstName, address.lastName].join(' '),
    address.company,
    [address.streetName, address.streetNumber, address.addition].filter(Boolean).join(' '),
    [address.postalCode, address.city].join(' '),
    country,
    address.phone,
  ].filter((line): line is string => Boolean(line && line.trim()));
  return (
    <address className="order-address" data-testid={testId}>
      {lines.map((line, i) => (
        <span key={i} className="order-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}
