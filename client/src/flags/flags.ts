import type { AppConfig } from '../config/config';
import type { FlagName } from './flagNames';

export interface FlagSources {
  /** The current URL query string (`?Flag=true`). */
  search: string;
  /** Browser storage (`flags.<FlagName>` = "true" | "false"); null when storage is unavailable. */
  storage: Pick<Storage, 'getItem'> | null;
  config: Pick<AppConfig, 'features' | 'featureHostnames'>;
  hostname: string;
}

function parseBoolean(value: string | null | undefined): boolean | undefined {
  if (value == null) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

function readStorage(storage: FlagSources['storage'], name: FlagName): string | null {
  try {
    return storage?.getItem(`flags.${name}`) ?? null;
  } catch {
    return null;
  }
}

/**
 * The one rule for feature flags. First source that has an opinion wins:
 * 1. URL query `<FlagName>=true|false`
 * 2. browser storage `flags.<FlagName>` = "true" | "false"
 * 3. `config.features[<FlagName>]` (from the gateway's FEATURES)
 * 4. `config.featureHostnames[<FlagName>]` lists the current hostname → on
 * otherwise off.
 */
export function isFlagOn(name: FlagName, sources: FlagSources): boolean {
  const fromQuery = parseBoolean(new URLSearchParams(sources.search).get(name));
  if (fromQuery !== undefined) return fromQuery;
  const fromStorage = parseBoolean(readStorage(sources.storage, name));
  if (fromStorage !== undefined) return fromStorage;
  if (sources.config.features[name] === true) return true;
  const hosts = sources.config.featureHostnames[name] ?? [];
  return hosts.some((h) => h.toLowerCase() === sources.hostname.toLowerCase());
}

/** Browser storage if the browser allows it, else null. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
