import type { ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { AuthContext } from '../auth/AuthContext';
import { ConfigContext, type AppConfig } from '../config/config';
import { ArchiveDownloads } from '../features/downloads/archive/ArchiveDownloads';
import { ToastRegion } from '../ui';

export interface AppProvidersProps {
  config: AppConfig;
  userManager: UserManager | null;
  environment: Environment;
  children: ReactNode;
}

/** Everything a signed-in screen may use: config, the OIDC client, Relay and toasts (brand and texts sit above). */
export function AppProviders({ config, userManager, environment, children }: AppProvidersProps) {
  return (
    <ConfigContext.Provider value={config}>
      <AuthContext.Provider value={userManager}>
        <RelayEnvironmentProvider environment={environment}>
          {children}
          <ToastRegion />
          <ArchiveDownloads />
        </RelayEnvironmentProvider>
      </AuthContext.Provider>
    </ConfigContext.Provider>
  );
}
