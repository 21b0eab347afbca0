// The flag names are shared with the gateway (its FEATURES names them): they are defined once, in @my-account/flags.
export { FLAG_NAMES, type FlagName } from '@my-account/flags';
