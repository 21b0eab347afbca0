import { useIntl } from 'react-intl';
import type { AddressFields } from './addressValues';
import './AddressLines.css';

/** A postal address as it is written on a parcel, the country by its name in the customer's language. */
export function AddressLines({ address, testId }: { address: AddressFields; testId?: string }) {
  const intl = useIntl();
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
    <address className="postal-address" data-testid={testId}>
      {lines.map((line, i) => (
        <span key={i} className="postal-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}
