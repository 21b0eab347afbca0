// A customer's details as the settings screens ask for them: name, e-mail, address book, payment method, cookie
// consent and, for a business customer, the account status and company details.
import type { Handler, World } from '../relay';
import { address, addressNode, type FakeAddress } from './address';
import { pagesOf } from './connection';
import { viewerNode } from './viewer';

export interface FakeCustomer {
  firstName: string;
  lastName: string;
  email: string;
  addresses: FakeAddress[];
  paymentMethod: { method: string | null; available: string[] };
  cookieConsent: { analytics: boolean; marketing: boolean };
  /** The customer service does not answer: the viewer's customer fields are null. */
  unavailable?: boolean;
  /** A business customer: the account status and company details (none for a consumer). */
  business?: FakeCompany;
}

export interface FakeCompany {
  status: 'DEFAULT' | 'NEW' | 'BLOCKED' | 'ACTIVE';
  companyName: string | null;
  vatNumber: string | null;
}

export const customer = (extra: Partial<FakeCustomer> = {}): FakeCustomer => ({
  firstName: 'Ava',
  lastName: 'Wright',
  email: 'ava@example.com',
  addresses: [address(1), address(2, { city: 'Utrecht', postalCode: '3511 AB' })],
  paymentMethod: { method: 'IDEAL', available: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'] },
  cookieConsent: { analytics: true, marketing: false },
  ...extra,
});

const SETTINGS_QUERIES = [
  'SettingsPageQuery',
  'SettingsB2bPageQuery',
  'PersonalDetailsPageQuery',
  'ChangeEmailPageQuery',
  'AddAddressPageQuery',
  'EditAddressPageQuery',
  'AllAddressesPageQuery',
  'PaymentMethodPageQuery',
];

/**
 * The customer's answers (the address book honours `first`, the default address first). The settings pages' queries:
 * the book and the default address are null while the customer service is down, the address asked by id is the
 * customer's of that id (or null).
 */
export function customerWorld(fake: FakeCustomer): World {
  const down = fake.unavailable === true;
  const settingsPage: Handler = (variables, _operation, generate) => {
    const data = generate() as { viewer: Record<string, unknown> };
    if (down) {
      for (const key of ['addresses', 'defaultAddress']) if (key in data.viewer) data.viewer[key] = null;
    }
    if ('address' in data.viewer) {
      const found = fake.addresses.find((a) => a.id === variables.id);
      data.viewer.address = found ? addressNode(found) : null;
    }
    return data;
  };
  const book = () => [...fake.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return {
    resolvers: {
      Viewer: () =>
        viewerNode({
          isBusiness: fake.business !== undefined,
          businessAccountStatus: fake.business?.status ?? null,
          companyDetails:
            down || !fake.business ? null : { companyName: fake.business.companyName, vatNumber: fake.business.vatNumber },
          firstName: down ? null : fake.firstName,
          lastName: down ? null : fake.lastName,
          name: down ? null : `${fake.firstName} ${fake.lastName}`,
          email: fake.email,
          paymentMethod: down ? null : { ...fake.paymentMethod },
          cookieConsent: down
            ? null
            : { ...fake.cookieConsent, code: `${fake.cookieConsent.analytics ? 1 : 0}${fake.cookieConsent.marketing ? 1 : 0}` },
        }),
      AddressConnection: pagesOf(book, addressNode, { first: 50 }),
    },
    handlers: Object.fromEntries(SETTINGS_QUERIES.map((name) => [name, settingsPage])),
  };
}
