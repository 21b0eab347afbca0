import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Catalogue } from './catalogues';

/**
 * Texts of the brand's catalogue (`loadCatalogue(locale)`); numbers and dates are formatted for the brand's
 * locale. Sets `<html lang>` to the language of the texts shown.
 */
export function I18nProvider({ locale, catalogue, children }: { locale: string; catalogue: Catalogue; children: ReactNode }) {
  const { textLocale, messages } = catalogue;
  useEffect(() => {
    document.documentElement.lang = textLocale;
  }, [textLocale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
