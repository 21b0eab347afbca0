import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { AuthContext } from '../auth/AuthContext';
import type { Session } from '../auth/session';
import { ConfigContext, type AppConfig } from '../config/config';
import { useErrorReporting } from '../errorReporting/useErrorReporting';
import { archiveTracker } from '../features/downloads/archive/archiveTracker';
import { ToastRegion } from '../ui/Toast';

const ArchiveDownloads = lazy(() =>
  import('../features/downloads/archive/ArchiveDownloads').then((module) => ({ default: module.ArchiveDownloads })),
);

/** The archives' progress and delivery, whose code loads once the customer has asked for an archive. */
function AwaitedArchives() {
  const awaited = useSyncExternalStore(archiveTracker.subscribe, archiveTracker.getSnapshot, archiveTracker.getSnapshot);
  if (awaited.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ArchiveDownloads />
    </Suspense>
  );
}

export interface AppProvidersProps {
  config: AppConfig;
  session: Session | null;
  environment: Environment;
  children: ReactNode;
}

/**
 * Everything a signed-in screen may use: config, the sign-in session, Relay and toasts (brand and texts sit above).
 * Error reporting starts here, as the configuration says.
 */
export function AppProviders({ config, session, environment, children }: AppProvidersProps) {
  useErrorReporting(config.errorReporting);
  return (
    <ConfigContext.Provider value={config}>
      <AuthContext.Provider value={session}>
        <RelayEnvironmentProvider environment={environment}>
          {children}
          <ToastRegion />
          <AwaitedArchives />
        </RelayEnvironmentProvider>
      </AuthContext.Provider>
    </ConfigContext.Provider>
  );
}
