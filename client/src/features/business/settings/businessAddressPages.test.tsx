import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { address, type FakeAddress } from '../../../test/factories/address';
import { customer, customerWorld } from '../../../test/factories/customer';
import { payload } from '../../../test/relay';

const oliver = () =>
  customer({
    firstName: 'Oliver',
    lastName: 'Bennett',
    email: 'oliver@example.com',
    business: { status: 'NEW', companyName: 'Bennett Studio Ltd', vatNumber: 'GB123456789' },
  });

const backLink = () => screen.getByRole('link', { name: 'Back to my Settings' });

// jsdom does not scroll: a page that brings an element into view is seen calling this.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the business e-mail and address pages (/settings/b2b/email, new-address, address/:id)', () => {
  it('/settings/b2b/email is the e-mail change, back to /settings/b2b', async () => {
    renderApp('/settings/b2b/email?stripped=true', { world: customerWorld(oliver()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change email address' })).toBeInTheDocument();
    expect(await screen.findByTestId('current-email')).toHaveTextContent('oliver@example.com');
    expect(backLink()).toHaveAttribute('href', '/settings/b2b?stripped=true');
  });

  it('adds a business address and lands back on /settings/b2b at the address list, which says so', async () => {
    const fake = oliver();
    const { user, router, retype } = renderApp('/settings/b2b/new-address', {
      world: customerWorld(fake),
      handlers: {
        useAddAddressMutation: payload('AddAddressPayload', (variables) => {
          const input = variables.input as { address: Omit<FakeAddress, 'id' | 'isDefault'>; isDefault: boolean };
          fake.addresses.push({ ...address(3), ...input.address, isDefault: false });
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery address' })).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/settings/b2b');
    const form = screen.getByRole('form', { name: 'New address' });
    const fill = (name: string, value: string) => retype(within(form).getByRole('textbox', { name }), value);
    await fill('First name', 'Oliver');
    await fill('Last name', 'Bennett');
    await fill('Company (optional)', 'Bennett Studio Ltd');
    await fill('Street name', 'Oudegracht');
    await fill('House number', '7');
    await fill('Postal code', '3511 AB');
    await fill('City', 'Utrecht');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Your new address has been saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/b2b');
    expect(router.state.location.hash).toBe('#addresses');
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(scrollIntoView.mock.contexts).toContain(addresses.closest('#addresses'));
    expect(within(addresses).getAllByTestId('address-book-item')[2]).toHaveTextContent('Bennett Studio Ltd');
  });

  it('edits a business address and lands back on /settings/b2b', async () => {
    const fake = oliver();
    const { user, router, relay, retype } = renderApp('/settings/b2b/address/QWRkcmVzczo2', {
      world: customerWorld(fake),
      handlers: {
        useUpdateAddressMutation: payload('UpdateAddressPayload', (variables) => {
          const input = variables.input as { addressId: string; address: Partial<FakeAddress> };
          Object.assign(fake.addresses.find((a) => a.id === input.addressId)!, input.address);
          return { error: null, fieldErrors: [] };
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit' })).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/settings/b2b');
    const city = within(screen.getByRole('form', { name: 'Edit address' })).getByRole('textbox', { name: 'City' });
    await retype(city, 'Leiden');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/b2b');
    expect(relay.callsOf('useUpdateAddressMutation')[0]!.variables.input).toMatchObject({ addressId: 'QWRkcmVzczo2', address: { city: 'Leiden' } });
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getAllByTestId('address-book-item')[1]).toHaveTextContent('3511 AB Leiden');
  });

  it('an unknown business address says so, with a link to the business settings', async () => {
    renderApp('/settings/b2b/address/nope', { world: customerWorld(oliver()) });
    expect(await screen.findByTestId('address-not-found')).toHaveTextContent('This address could not be found.');
    expect(screen.getByRole('link', { name: 'All addresses' })).toHaveAttribute('href', '/settings/b2b');
  });
});

describe('who may open which settings', () => {
  it.each([
    ['/settings', '/settings/b2b', 'My settings'],
    ['/settings/email', '/settings/b2b/email', 'Change email address'],
    ['/settings/new-address', '/settings/b2b/new-address', 'Delivery address'],
    ['/settings/address/QWRkcmVzczo2', '/settings/b2b/address/QWRkcmVzczo2', 'Edit'],
    ['/settings/addresses/all', '/settings/b2b', 'My settings'],
  ])('a business customer who opens %s is sent to %s, keeping the query', async (path, to, title) => {
    const { router } = renderApp(`${path}?stripped=true`, { world: customerWorld(oliver()) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.location.search).toBe('?stripped=true');
  });

  it.each(['/settings/personal-details', '/settings/payment-method'])('a business customer keeps %s (shared with consumers)', async (path) => {
    const { router } = renderApp(path, { world: customerWorld(oliver()) });
    await screen.findByRole('link', { name: 'Back to my Settings' });
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/settings/b2b', '/settings/b2b/email', '/settings/b2b/new-address', '/settings/b2b/address/QWRkcmVzczo2'])(
    'a consumer who opens %s lands on the overview',
    async (path) => {
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'My account overview' });
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('a consumer keeps the consumer settings', async () => {
    const { router } = renderApp('/settings', { world: customerWorld(customer()) });
    expect(await screen.findByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
