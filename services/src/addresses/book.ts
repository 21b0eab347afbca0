// The customer's address book (table `addresses`, the order address shape): rows to JSON, the book in its order
// (default first, then oldest first), the default address. Validation is the order world's (orders/address.ts).
import type { Selectable } from 'kysely';
import type { components } from '../../contracts/__generated__/customer-api';
import type { Db } from '../db';
import type { AddressesTable } from '../db/schema';
import type { Address as OrderAddress } from '../db/schema-orders';

export type BookAddress = components['schemas']['Address'];
export type AddressRow = Selectable<AddressesTable>;

/** At most this many addresses per customer. */
export const MAX_ADDRESSES = 50;

export const addressJson = (row: AddressRow): BookAddress => ({
  id: row.id, firstName: row.first_name, lastName: row.last_name, company: row.company, streetName: row.street_name,
  streetNumber: row.street_number, addition: row.addition, postalCode: row.postal_code, city: row.city,
  countryCode: row.country_code, phone: row.phone, isDefault: row.is_default,
});

export function orderAddressOf(row: AddressRow): OrderAddress {
  const { id: _id, isDefault: _isDefault, ...address } = addressJson(row);
  return address;
}

/** The columns of an order-shaped address. */
export const addressColumns = (a: OrderAddress) => ({
  first_name: a.firstName, last_name: a.lastName, company: a.company, street_name: a.streetName, street_number: a.streetNumber,
  addition: a.addition, postal_code: a.postalCode, city: a.city, country_code: a.countryCode, phone: a.phone,
});

export const addressBook = (db: Db, customerId: string) => db.selectFrom('addresses').selectAll()
  .where('customer_id', '=', customerId).orderBy('is_default', 'desc').orderBy('created_at').orderBy('id');

export const defaultAddress = (db: Db, customerId: string) => addressBook(db, customerId).limit(1).executeTakeFirst();
