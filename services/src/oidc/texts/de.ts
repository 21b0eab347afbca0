import type { SignInTexts } from './types';

export const de: SignInTexts = {
  title: 'Melden Sie sich bei Ihrem Konto an',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  error: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  withProvider: 'Mit {provider} anmelden',
  localAccount: 'Ihrem {brand}-Konto',
  providerLead: 'Verwenden Sie {provider}, um sich bei {brand} anzumelden.',
  expiredTitle: 'Ihre Anmeldung ist abgelaufen',
  expiredText: 'Die Anmeldeseite war zu lange geöffnet oder wurde bereits verwendet. Bitte beginnen Sie erneut.',
  back: 'Zurück zu Mein Konto',
  errorTitle: 'Etwas ist schiefgelaufen',
  signingOut: 'Sie werden abgemeldet…',
  signOutLead: 'Klicken Sie auf die Schaltfläche, um die Abmeldung abzuschließen.',
  signOut: 'Abmelden',
  signedOutTitle: 'Sie sind abgemeldet',
  signedOutText: 'Sie haben sich von Ihrem {brand}-Konto abgemeldet.',
  errorText: 'Wir konnten Ihre Anfrage nicht abschließen. Bitte kehren Sie zu Mein Konto zurück und versuchen Sie es erneut.',
  errorCode: 'Fehlercode: {code}',
};
