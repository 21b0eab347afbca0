import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandOfChannel } from '../../../brand/brands';
import { business } from '../../../test/factories/viewer';
import { renderApp } from '../../../test/renderApp';
import { addressTexts } from '../../addresses/addressTexts';
import { settingsTexts } from '../../settings/settingsTexts';
import { customer, customerWorld, type FakeCompany, type FakeCustomer } from '../../../test/factories/customer';
import { deferred, payload } from '../../../test/relay';
import { businessTexts } from '../businessTexts';

const dana = (details: Partial<FakeCompany> = {}) =>
  customer({
    firstName: 'Dana',
    lastName: 'de Vries',
    email: 'dana@example.com',
    business: { status: 'DEFAULT', companyName: null, vatNumber: null, ...details },
  });

/** The service's answer to `updateCompanyDetails`: refused fields, or the details saved (Default becomes New). */
const companyDetailsService = (fake: FakeCustomer) =>
  payload('UpdateCompanyDetailsPayload', (variables) => {
    const input = variables.input as { companyName: string; vatNumber: string };
    if (!/^[A-Z]{2}\d{9}B\d{2}$/.test(input.vatNumber)) {
      return {
        error: { reason: 'INVALID_INPUT', field: null, message: 'x' },
        fieldErrors: [{ field: 'vatNumber', message: 'VAT number must be valid' }],
      };
    }
    fake.business = { status: fake.business!.status === 'DEFAULT' ? 'NEW' : fake.business!.status, ...input };
    return { error: null, fieldErrors: [] };
  });

const companyForm = () => screen.findByRole('form', { name: 'Company details' });

describe('/settings/b2b — My settings of a business customer', () => {
  it('shows the company details form, personal details, e-mail, the address book, payment, cookies and deletion', async () => {
    renderApp('/settings/b2b', { world: customerWorld(dana({ status: 'ACTIVE', companyName: 'De Vries Foto', vatNumber: 'NL123456789B01' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    const form = await companyForm();
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('De Vries Foto');
    expect(within(form).getByRole('textbox', { name: /^VAT number/ })).toHaveValue('NL123456789B01');

    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(personal).toHaveTextContent('Dana de Vries');
    expect(within(personal).getByRole('link', { name: 'Change personal details' })).toHaveAttribute('href', '/settings/personal-details');
    const email = screen.getByRole('region', { name: 'E-mail address' });
    expect(email).toHaveTextContent('dana@example.com');
    expect(within(email).getByRole('link', { name: 'Change email address' })).toHaveAttribute('href', '/settings/b2b/email');

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    const items = within(addresses).getAllByTestId('address-book-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Default delivery address');
    expect(within(items[1]!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/b2b/address/QWRkcmVzczo2');
    expect(within(addresses).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/settings/b2b/new-address');

    expect(screen.getByRole('region', { name: 'Payment method' })).toHaveTextContent('iDEAL');
    expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to my Settings' })).not.toBeInTheDocument();
  });

  it('completing the details: empty fields asked for, a refused VAT number on its field, then saved — the banner says pending at once', async () => {
    const fake = dana();
    const { user, relay } = renderApp('/settings/b2b', {
      world: customerWorld(fake),
      handlers: { useUpdateCompanyDetailsMutation: companyDetailsService(fake) },
    });
    expect(await screen.findByText('Complete your business details')).toBeInTheDocument();
    const form = await companyForm();
    const name = within(form).getByRole('textbox', { name: 'Company name' });
    const vat = within(form).getByRole('textbox', { name: /^VAT number/ });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your company name');
    expect(vat).toHaveAccessibleDescription(/VAT number must be valid/);
    expect(relay.callsOf('useUpdateCompanyDetailsMutation')).toHaveLength(0);

    await user.type(name, '  De Vries Fotografie ');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(vat, 'NL12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('VAT number must be valid');
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(form).toHaveAttribute('data-request-state', 'Failed');
    expect(screen.getByText('Complete your business details')).toBeInTheDocument();

    await user.clear(vat);
    expect(vat).not.toHaveAttribute('aria-invalid');
    await user.type(vat, 'NL123456789B01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your company details have been saved.')).toBeInTheDocument();
    expect(relay.callsOf('useUpdateCompanyDetailsMutation')[1]!.variables.input).toEqual({
      companyName: 'De Vries Fotografie',
      vatNumber: 'NL123456789B01',
    });
    expect(name).toHaveValue('De Vries Fotografie');
    expect(await screen.findByText('Your business account is pending validation')).toBeInTheDocument();
    expect(screen.queryByText('Complete your business details')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saving is pending while in progress (no second request); an unexpected failure says so as an alert', async () => {
    const fake = dana({ companyName: 'De Vries Foto', vatNumber: 'NL123456789B01' });
    const saving = deferred();
    const { user, relay } = renderApp('/settings/b2b', {
      world: customerWorld(fake),
      handlers: { useUpdateCompanyDetailsMutation: saving.handler },
    });
    const form = await companyForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const pending = await within(form).findByRole('button', { name: 'Saving…' });
    expect(pending).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toBeDisabled();
    await user.click(pending);
    expect(relay.callsOf('useUpdateCompanyDetailsMutation')).toHaveLength(1);
    saving.reject(new Error('gateway down'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your company details could not be saved. Please try again.');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("says 'An error occurred loading your settings' when the customer service is down or the query fails", async () => {
    const down = renderApp('/settings/b2b', { world: customerWorld(dana({})), failing: ['SettingsB2bPageQuery'] });
    expect(await screen.findByText('An error occurred loading your settings')).toBeInTheDocument();
    down.unmount();
    renderApp('/settings/b2b', { world: customerWorld({ ...dana(), unavailable: true }) });
    expect(await screen.findByText('An error occurred loading your settings')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Company details' })).not.toBeInTheDocument();
  });

  it('a Dutch brand shows the business settings in Dutch', async () => {
    // As on the Dutch site, where the screen's texts load (in Dutch) beside its code.
    const brand = brandOfChannel('fotoprint-nl')!;
    await Promise.all([businessTexts, settingsTexts, addressTexts].map((scope) => scope.load(brand.locale)));
    renderApp('/settings/b2b', {
      brand,
      viewer: { ...business, businessAccountStatus: 'DEFAULT' },
    });
    const form = await screen.findByRole('form', { name: 'Bedrijfsgegevens' });
    expect(within(form).getByRole('textbox', { name: 'Bedrijfsnaam' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Btw-nummer/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adressen' })).toBeInTheDocument();
  });
});
