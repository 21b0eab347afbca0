// The flag names are shared with the gateway (its FEATURES names them): they are defined once, in @my-account/flags.
export type { FlagName } from '@my-account/flags';
