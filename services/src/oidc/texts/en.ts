import type { SignInTexts } from './types';

export const en: SignInTexts = {
  title: 'Sign in to your account',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  error: 'The e-mail address or password is incorrect.',
  withProvider: 'Sign in with {provider}',
  localAccount: 'your {brand} account',
  providerLead: 'Use your {provider} to sign in to {brand}.',
  expiredTitle: 'Your sign-in has expired',
  expiredText: 'The sign-in page was open for too long or was already used. Please start again.',
  back: 'Back to My account',
  errorTitle: 'Something went wrong',
  signingOut: 'Signing out…',
  signOutLead: 'Press the button to finish signing out.',
  signOut: 'Sign out',
  signedOutTitle: 'You are signed out',
  signedOutText: 'You have signed out of your {brand} account.',
  errorText: 'We could not complete your request. Please go back to My account and try again.',
  errorCode: 'Error code: {code}',
};
