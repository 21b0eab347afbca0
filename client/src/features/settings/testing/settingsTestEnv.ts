// Test-only: the settings screens against a real Relay environment whose answers come from a fake customer.
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { renderApp } from '../../../test/renderApp';
import { mockData, type Handler } from '../../../test/relay';

export interface FakeAddress {
  id: string;
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
  isDefault: boolean;
}

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
  business?: FakeBusiness;
}

export interface FakeBusiness {
  status: 'DEFAULT' | 'NEW' | 'BLOCKED' | 'ACTIVE';
  companyName: string | null;
  vatNumber: string | null;
}

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

export const customer = (extra: Partial<FakeCustomer> = {}): FakeCustomer => ({
  firstName: 'Ava',
  lastName: 'Wright',
  email: 'ava@example.com',
  addresses: [address(1), address(2, { city: 'Utrecht', postalCode: '3511 AB' })],
  paymentMethod: { method: 'IDEAL', available: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'] },
  cookieConsent: { analytics: true, marketing: false },
  ...extra,
});

const addressNode = (a: FakeAddress) => ({ __typename: 'Address', ...a });

/** Resolvers answering every settings query from the fake customer (the book honours `first`). */
export function settingsResolvers(fake: FakeCustomer): MockResolvers {
  const down = fake.unavailable === true;
  return {
    Viewer: () => ({
      id: 'Vmlld2VyOjE',
      accountDeleted: false,
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
    AddressConnection: (ctx) => {
      const { first } = ((ctx as { args?: Record<string, unknown> | null }).args ?? {}) as { first?: number };
      const all = [...fake.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
      const page = all.slice(0, Number(first ?? 50));
      return {
        totalCount: all.length,
        edges: page.map((a, i) => ({ cursor: String(i + 1), node: addressNode(a) })),
        pageInfo: { hasNextPage: page.length < all.length, endCursor: String(page.length), hasPreviousPage: false, startCursor: '0' },
      };
    },
  };
}

/** The queries whose viewer has a nullable book or address: null when the customer service is down. */
function queryHandler(fake: FakeCustomer): Handler {
  return (variables: Variables, operation: OperationDescriptor) => {
    const data = mockData(operation, settingsResolvers(fake)) as { viewer: Record<string, unknown> };
    if (fake.unavailable) {
      for (const key of ['addresses', 'defaultAddress']) if (key in data.viewer) data.viewer[key] = null;
    }
    if ('address' in data.viewer) {
      const found = fake.addresses.find((a) => a.id === variables.id);
      data.viewer.address = found ? addressNode(found) : null;
    }
    return data;
  };
}

export interface RenderSettingsOptions {
  /** Extra handlers by operation name (mutations). */
  handlers?: Record<string, Handler>;
  /** Operation names that fail. */
  failing?: string[];
}

/** Renders the app at `path` with the fake customer; returns the router, the recorded calls and a user. */
export function renderSettings(path: string, fake: FakeCustomer, options: RenderSettingsOptions = {}) {
  const handlers: Record<string, Handler> = {};
  for (const name of ['SettingsPageQuery', 'SettingsB2bPageQuery', 'PersonalDetailsPageQuery', 'ChangeEmailPageQuery', 'AddAddressPageQuery', 'EditAddressPageQuery', 'AllAddressesPageQuery', 'PaymentMethodPageQuery']) {
    handlers[name] = queryHandler(fake);
  }
  Object.assign(handlers, options.handlers);
  for (const name of options.failing ?? []) handlers[name] = () => new Error(`${name} failed`);
  return renderApp(path, { world: { resolvers: settingsResolvers(fake), handlers } });
}

/** A mutation's answer generated around the fake customer (as it is after the change), with payload fields set. */
export function payload(fake: FakeCustomer, payloadType: string, fields: Record<string, unknown>) {
  return (_variables: Variables, operation: OperationDescriptor) => mockData(operation, { ...settingsResolvers(fake), [payloadType]: () => fields });
}

export { mockData };
