import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogueFor, DEFAULT_LOCALE } from './catalogues';

/**
 * Texts in the brand's locale (falling back to English where no catalogue exists); numbers and dates are
 * formatted for the brand's locale. Sets `<html lang>` to the language of the texts shown.
 */
export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const { textLocale, messages } = catalogueFor(locale);
  useEffect(() => {
    document.documentElement.lang = textLocale;
  }, [textLocale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
