/** A postal address as the schema's address types (`PostalAddress` of an order, `Address` of the book) read it. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string | null | undefined;
  streetName: string;
  streetNumber: string;
  addition: string | null | undefined;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string | null | undefined;
}

/** The address fields of the form (the schema's `DeliveryAddressInput`), all as typed. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  streetName: string;
  streetNumber: string;
  addition: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string;
}

/** What is sent: the schema's `DeliveryAddressInput`. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  company: string | null;
  streetName: string;
  streetNumber: string;
  addition: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string | null;
}

/** The countries of the brand sites (spec §1), which the retailer delivers to. */
export const DELIVERY_COUNTRIES = ['AT', 'BE', 'DK', 'FR', 'DE', 'IE', 'IT', 'NL', 'NO', 'PT', 'ES', 'SE', 'GB'] as const;

/** An empty form for a new address in a country. */
export const emptyAddressValues = (countryCode: string): AddressValues => ({
  firstName: '',
  lastName: '',
  company: '',
  streetName: '',
  streetNumber: '',
  addition: '',
  postalCode: '',
  city: '',
  countryCode,
  phone: '',
});

/** The form's starting values: an address as it is now. */
export function addressValuesOf(address: AddressFields): AddressValues {
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

/** What is sent: every field trimmed, empty optional fields left out. The service validates the rest (spec §5). */
export function addressInputOf(values: AddressValues): AddressInput {
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
