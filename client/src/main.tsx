import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { UserManager } from 'oidc-client-ts';
import { AppProviders } from './app/AppProviders';
import { createRelayEnvironment } from './app/relayEnvironment';
import { createAppRoutes } from './app/router';
import { isPublicPath } from './app/routes';
import { AuthErrorPage, SigningInPage, StorageBlockedPage } from './auth/AuthPages';
import { isStorageAvailable, runAuthFlow, signIn } from './auth/authFlow';
import { CALLBACK_PATH, createUserManager } from './auth/userManager';
import { BrandContext } from './brand/BrandContext';
import { selectBrand } from './brand/brands';
import { applyBrandTheme } from './brand/theme';
import { loadConfig, type AppConfig } from './config/config';
import { I18nProvider } from './i18n/I18nProvider';
import './styles/global.css';

const brand = selectBrand(window.location.hostname);
applyBrandTheme(brand);
const root = createRoot(document.getElementById('root')!);

function render(node: ReactNode) {
  root.render(
    <StrictMode>
      <BrandContext.Provider value={brand}>
        <I18nProvider locale={brand.locale}>{node}</I18nProvider>
      </BrandContext.Provider>
    </StrictMode>,
  );
}

function retryAfterAuthError() {
  const url = new URL(window.location.href);
  if (url.pathname === CALLBACK_PATH || url.searchParams.has('state')) window.location.assign('/');
  else window.location.reload();
}

async function start() {
  // Before anything else: without local storage nobody can sign in.
  if (!isStorageAvailable()) {
    render(<StorageBlockedPage />);
    return;
  }
  render(<SigningInPage />);
  let config: AppConfig;
  let userManager: UserManager;
  try {
    config = await loadConfig(); // config first, then auth (spec §4 "Sign-in")
    userManager = createUserManager(config, brand);
    if ((await runAuthFlow(userManager, { isPublicPath })) === 'redirecting') return;
  } catch (error) {
    console.error('Auth Error', error);
    render(<AuthErrorPage onRetry={retryAfterAuthError} />);
    return;
  }

  let signingIn = false;
  const environment = createRelayEnvironment({
    graphqlUrl: config.graphqlUrl,
    getAccessToken: async () => (await userManager.getUser())?.access_token ?? null,
    onUnauthenticated: () => {
      if (signingIn) return;
      signingIn = true;
      signIn(userManager).catch((error: unknown) => {
        console.error('Auth Error', error);
        render(<AuthErrorPage onRetry={retryAfterAuthError} />);
      });
    },
  });
  const router = createBrowserRouter(createAppRoutes({ environment, config }));
  render(
    <AppProviders config={config} userManager={userManager} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
