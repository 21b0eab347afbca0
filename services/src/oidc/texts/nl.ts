import type { SignInTexts } from './types';

export const nl: SignInTexts = {
  title: 'Log in op je account',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Inloggen',
  error: 'Het e-mailadres of wachtwoord is onjuist.',
  withProvider: 'Inloggen met {provider}',
  localAccount: 'je {brand}-account',
  providerLead: 'Gebruik {provider} om in te loggen bij {brand}.',
  expiredTitle: 'Je inlogsessie is verlopen',
  expiredText: 'De inlogpagina stond te lang open of is al gebruikt. Begin opnieuw.',
  back: 'Terug naar Mijn account',
  errorTitle: 'Er is iets misgegaan',
  signingOut: 'Je wordt uitgelogd…',
  signOutLead: 'Druk op de knop om het uitloggen af te ronden.',
  signOut: 'Uitloggen',
  signedOutTitle: 'Je bent uitgelogd',
  signedOutText: 'Je bent uitgelogd bij je {brand}-account.',
  errorText: 'We konden je verzoek niet afronden. Ga terug naar Mijn account en probeer het opnieuw.',
  errorCode: 'Foutcode: {code}',
};
