import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { FlagName } from '../flags/flagNames';

/** What a screen's route loader gets: the Relay environment, the URL's params and the flags of this request. */
export interface ScreenLoaderArgs {
  environment: Environment;
  params: Params;
  /** A feature flag as this request sees it (query string, browser storage, configuration, host name). */
  flag: (name: FlagName) => boolean;
}

export interface ScreenDefinition<Data, Props> {
  /**
   * The screen's code, always behind a dynamic `import()`: no screen is part of the first bundle, and each loads
   * in parallel with its data.
   */
  page: () => Promise<ComponentType<Props>>;
  /**
   * Starts the screen's queries (`loadQuery`) and returns their references (alone or in an object, or a promise of
   * them); the screen reads them with `useLoaderData`. It imports only the generated query artifacts, never the
   * screen's module.
   * The router disposes every reference once no rendered route holds it (see `queryRefs.ts`).
   */
  loader?: (args: ScreenLoaderArgs) => Data;
}

export interface Screen<Data = unknown, Props extends object = object> {
  /**
   * The screen's component, once its code is loaded: the route's `lazy` (react-router loads it in parallel with the
   * loader and enters the route once both are done; React keeps the previous screen meanwhile).
   */
  load: () => Promise<ComponentType<Props>>;
  /** Starts loading the screen's code (the start-up does, before the router asks for it). */
  preload: () => void;
  loader?: (args: ScreenLoaderArgs) => Data;
}

/**
 * A route's screen: its code split into a chunk of its own (loaded when the route is entered, together with the
 * route's queries) and its loader. Every route of `router.tsx` declares its screen this way, in a small
 * `<screen>Route.ts` module beside the screen.
 */
export function screen<Data = unknown, Props extends object = object>({
  page,
  loader,
}: ScreenDefinition<Data, Props>): Screen<Data, Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const load = () => {
    loading ??= page().catch((error: unknown) => {
      loading = null; // a chunk that failed to load (network, new deployment) is asked for again next time
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined), // reported by `load` (the route's error element)
    ...(loader ? { loader } : {}),
  };
}
