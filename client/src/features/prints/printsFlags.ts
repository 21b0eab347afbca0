import { useLocation } from 'react-router';
import { useConfig } from '../../config/config';
import { browserStorage, isFlagOn, type FlagSources } from '../../flags/flags';

/**
 * The 'Order prints' rule (spec §2): the print-ordering flag is on AND the album-view flag is not explicitly off
 * (off in the URL, in browser storage or in the configuration; merely unset does not count).
 */
export function isPrintOrderingAvailable(sources: FlagSources): boolean {
  if (!isFlagOn('PrintOrderingEnabled', sources)) return false;
  const albums = 'PhotoManagementAlbumViewEnabled' as const;
  // With the configuration forced on, only the URL or browser storage can still switch it off.
  const forcedOn = { ...sources, config: { features: { [albums]: true }, featureHostnames: {} } };
  const offInUrlOrStorage = !isFlagOn(albums, forcedOn);
  const offInConfig = sources.config.features[albums] === false && !isFlagOn(albums, sources);
  return !offInUrlOrStorage && !offInConfig;
}

export function usePrintOrderingAvailable(): boolean {
  const { search } = useLocation();
  const config = useConfig();
  return isPrintOrderingAvailable({ search, storage: browserStorage(), config, hostname: window.location.hostname });
}
