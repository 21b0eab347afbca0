import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { catalogueFor } from '../../test/catalogues';
import { AddressForm } from './AddressForm';
import { addressTexts } from './addressTexts';
import { emptyAddressValues } from './addressValues';

const noop = () => undefined;

async function renderForm(locale: string, fieldErrors: Array<{ field: string; message: string }>) {
  await addressTexts.load(locale);
  render(
    <I18nProvider locale={locale} catalogue={catalogueFor(locale)}>
      <Suspense fallback={null}>
        <AddressForm label="address" values={emptyAddressValues('NL')} fieldErrors={fieldErrors} isPending={false} onChange={noop} onSubmit={noop} />
      </Suspense>
    </I18nProvider>,
  );
}

describe('AddressForm field errors', () => {
  it("shows the service's refusals in the customer's language, on their fields", async () => {
    await renderForm('nl-NL', [
      { field: 'postalCode', message: 'Postal Code must be valid' },
      { field: 'phone', message: 'Phone number must be valid' },
    ]);
    const postalCode = await screen.findByRole('textbox', { name: 'Postcode' });
    expect(postalCode).toHaveAccessibleDescription('Postcode moet geldig zijn');
    expect(screen.getByText('Telefoonnummer moet geldig zijn')).toBeInTheDocument();
    expect(screen.queryByText('Postal Code must be valid')).not.toBeInTheDocument();
  });

  it("keeps the service's own words for a field it does not know", async () => {
    await renderForm('de-DE', [{ field: 'region', message: 'Region must be valid' }]);
    const banner = await screen.findByText('Region must be valid');
    expect(within(banner.parentElement!).getByText(/Bitte/)).toBeInTheDocument();
  });
});
