import type { SignInTexts } from './types';

export const nb: SignInTexts = {
  title: 'Logg inn på kontoen din',
  email: 'E-postadresse',
  password: 'Passord',
  submit: 'Logg inn',
  error: 'E-postadressen eller passordet er feil.',
  withProvider: 'Logg inn med {provider}',
  localAccount: 'din {brand}-konto',
  providerLead: 'Bruk {provider} for å logge inn hos {brand}.',
  expiredTitle: 'Innloggingen din har utløpt',
  expiredText: 'Innloggingssiden var åpen for lenge eller er allerede brukt. Start på nytt.',
  back: 'Tilbake til Min konto',
  errorTitle: 'Noe gikk galt',
  signingOut: 'Du logges ut…',
  signOutLead: 'Trykk på knappen for å fullføre utloggingen.',
  signOut: 'Logg ut',
  signedOutTitle: 'Du er logget ut',
  signedOutText: 'Du har logget ut av {brand}-kontoen din.',
  errorText: 'Vi kunne ikke fullføre forespørselen din. Gå tilbake til Min konto og prøv igjen.',
  errorCode: 'Feilkode: {code}',
};
