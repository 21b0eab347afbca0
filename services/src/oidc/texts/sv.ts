import type { SignInTexts } from './types';

export const sv: SignInTexts = {
  title: 'Logga in på ditt konto',
  email: 'E-postadress',
  password: 'Lösenord',
  submit: 'Logga in',
  error: 'E-postadressen eller lösenordet är felaktigt.',
  withProvider: 'Logga in med {provider}',
  localAccount: 'ditt {brand}-konto',
  providerLead: 'Använd {provider} för att logga in hos {brand}.',
  expiredTitle: 'Din inloggning har gått ut',
  expiredText: 'Inloggningssidan var öppen för länge eller har redan använts. Börja om.',
  back: 'Tillbaka till Mitt konto',
  errorTitle: 'Något gick fel',
  signingOut: 'Du loggas ut…',
  signOutLead: 'Tryck på knappen för att slutföra utloggningen.',
  signOut: 'Logga ut',
  signedOutTitle: 'Du är utloggad',
  signedOutText: 'Du har loggat ut från ditt {brand}-konto.',
  errorText: 'Vi kunde inte slutföra din begäran. Gå tillbaka till Mitt konto och försök igen.',
  errorCode: 'Felkod: {code}',
};
