import { useLocation } from 'react-router';
import { useConfig } from '../config/config';
import type { FlagName } from './flagNames';
import { browserStorage, isFlagOn } from './flags';

/** Whether a feature flag is on for the current URL, browser, configuration and hostname. */
export function useFlag(name: FlagName): boolean {
  const { search } = useLocation();
  const config = useConfig();
  return isFlagOn(name, { search, storage: browserStorage(), config, hostname: window.location.hostname });
}
