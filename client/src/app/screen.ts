import type { ComponentType } from 'react';
import { useLoaderData, type Params } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { FlagName } from '../flags/flagNames';

/** What a screen's route loader gets: the Relay environment, the URL's params and the flags of this request. */
export interface ScreenLoaderArgs {
  environment: Environment;
  params: Params;
  /** A feature flag as this request sees it (query string, browser storage, configuration, host name). */
  flag: (name: FlagName) => boolean;
}

/**
 * What every screen's module exports: `<name>Screen.ts` beside the screen's page, which the router imports only with
 * `import()` (`screen` below), so no screen, query artifact or text of one lands in the first load by accident.
 */
export interface ScreenModule<Props extends object = object> {
  /**
   * The screen's component once its code (and its texts, for a feature with a message scope of its own) are in: a
   * further `import()`, so the loader starts its queries without waiting for the screen's code.
   */
  page: () => Promise<ComponentType<Props>>;
  /**
   * Starts the screen's queries (`loadQuery`, with the generated `$parameters` artifacts) and returns their references
   * (alone or in an object, or a promise of them); the screen reads them with `useScreenData`.
   * The router disposes every reference once no rendered route holds it (see `queryRefs.ts`).
   */
  loader?: (args: ScreenLoaderArgs) => unknown;
}

export interface Screen<Props extends object = object> {
  /** The screen's component, once its code is loaded (react-router's `lazy`, in parallel with the loader). */
  load: () => Promise<ComponentType<Props>>;
  /** Starts loading the screen's module and code (the start-up does, before the router asks for it). */
  preload: () => void;
  /** The module's loader once the module is in (null for a screen without data). */
  loader: (args: ScreenLoaderArgs) => Promise<unknown>;
}

/** A promise made once, made again after it failed (a chunk that did not load: network, new deployment). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    }));
}

/** A route's screen, from its module's `import()` (the router's table is the only place that imports one). */
export function screen<Props extends object = object>(module: () => Promise<ScreenModule<Props>>): Screen<Props> {
  const loadModule = once(module);
  const load = once(() => loadModule().then((loaded) => loaded.page()));
  return {
    load,
    preload: () => void load().catch(() => undefined), // reported by `load` (the route's error element)
    loader: async (args) => (await loadModule()).loader?.(args) ?? null,
  };
}

/** What a screen module's loader hands its screen. */
export type ScreenData<M extends Pick<ScreenModule, 'loader'>> = M['loader'] extends (args: ScreenLoaderArgs) => infer Data
  ? Awaited<Data>
  : null;

/** The route's loader data, typed by the screen's module: `useScreenData<typeof import('./ordersScreen')>()`. */
export function useScreenData<M extends Pick<ScreenModule, 'loader'>>(): ScreenData<M> {
  return useLoaderData() as ScreenData<M>;
}
