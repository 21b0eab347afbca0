import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createRelayEnvironment } from './app/relayEnvironment';
import { createAppRouter, preloadScreensOf } from './app/router';
import { isPublicPath } from './app/routes';
import { AuthErrorPage, SigningInPage, StorageBlockedPage } from './auth/AuthPages';
import { isStorageAvailable, runAuthFlow, signIn } from './auth/authFlow';
import { CALLBACK_PATH } from './auth/paths';
import { createSession, type Session } from './auth/session';
import { BrandContext } from './brand/BrandContext';
import { brandOfConfig, currentBrand, setCurrentBrand, type Brand } from './brand/brands';
import { applyBrandTheme } from './brand/theme';
import { configureErrorReporting, reportFailure } from './errorReporting/reporter';
import { loadConfig, type AppConfig } from './config/config';
import { DEFAULT_LOCALE, loadCatalogue, textLocaleFor, type Catalogue } from './i18n/catalogues';
import { I18nProvider } from './i18n/I18nProvider';
import './styles/global.css';

// The brand of the host name at once (theme, texts); the site's configuration settles it (its channel's locale).
let brand: Brand = currentBrand();
applyBrandTheme(brand);
const root = createRoot(document.getElementById('root')!);

// Everything a page load needs starts at once, in parallel: the brand's texts, the configuration (index.html
// preloads it) and the code of the screens this path shows. The screens' queries start with the router.
const loadTexts = (locale: string, fallback: Catalogue = { textLocale: DEFAULT_LOCALE, messages: {} }) =>
  loadCatalogue(locale).catch((error: unknown): Catalogue => {
    console.error(error);
    return fallback; // else the texts of the sources, untranslated
  });
const catalogueLoad = loadTexts(brand.locale);
const configLoad = loadConfig();
configLoad.catch(() => undefined); // reported by start()
preloadScreensOf(window.location.pathname);

function renderWith(catalogue: Catalogue, node: ReactNode) {
  root.render(
    <StrictMode>
      <BrandContext.Provider value={brand}>
        <I18nProvider locale={brand.locale} catalogue={catalogue}>
          {node}
        </I18nProvider>
      </BrandContext.Provider>
    </StrictMode>,
  );
}

function retryAfterAuthError() {
  const url = new URL(window.location.href);
  if (url.pathname === CALLBACK_PATH || url.searchParams.has('state')) window.location.assign('/');
  else window.location.reload();
}

/** The brand as the site's configuration has it; its texts when its locale is not the one guessed from the host. */
async function settleBrand(config: AppConfig, catalogue: Catalogue): Promise<Catalogue> {
  const settled = brandOfConfig(config.site, window.location.hostname);
  if (settled.vendor !== brand.vendor) applyBrandTheme(settled);
  brand = settled;
  setCurrentBrand(brand);
  return textLocaleFor(brand.locale) === catalogue.textLocale ? catalogue : loadTexts(brand.locale, catalogue);
}

async function start() {
  let catalogue = await catalogueLoad;
  const render = (node: ReactNode) => renderWith(catalogue, node);
  // Before anything else: without local storage nobody can sign in.
  if (!isStorageAvailable()) {
    render(<StorageBlockedPage />);
    return;
  }
  render(<SigningInPage />);
  let config: AppConfig;
  let session: Session;
  try {
    config = await configLoad; // config first, then auth (spec §4 "Sign-in")
    catalogue = await settleBrand(config, catalogue);
    // Reporting is on from here (not only once the app renders): a failed sign-in is reported too.
    configureErrorReporting(config.errorReporting, { channel: brand.channel, locale: brand.locale });
    session = createSession(config, brand);
    if ((await runAuthFlow(session.userManager, { isPublicPath, storedUser: session.storedUser })) === 'redirecting') return;
  } catch (error) {
    reportFailure(error, { failure: 'unexpected', operation: 'Auth Error' });
    render(<AuthErrorPage onRetry={retryAfterAuthError} />);
    return;
  }

  let signingIn = false;
  const environment = createRelayEnvironment({
    graphqlUrl: config.graphqlUrl,
    getAccessToken: session.getAccessToken,
    onUnauthenticated: () => {
      if (signingIn) return;
      signingIn = true;
      session
        .userManager()
        .then((userManager) => signIn(userManager))
        .catch((error: unknown) => {
          reportFailure(error, { failure: 'unexpected', operation: 'Auth Error' });
          render(<AuthErrorPage onRetry={retryAfterAuthError} />);
        });
    },
  });
  const router = createAppRouter({ environment, config });
  render(
    <AppProviders config={config} session={session} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
