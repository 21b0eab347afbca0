import type { SignInTexts } from './types';

export const da: SignInTexts = {
  title: 'Log ind på din konto',
  email: 'E-mailadresse',
  password: 'Adgangskode',
  submit: 'Log ind',
  error: 'E-mailadressen eller adgangskoden er forkert.',
  withProvider: 'Log ind med {provider}',
  localAccount: 'din {brand}-konto',
  providerLead: 'Brug {provider} til at logge ind hos {brand}.',
  expiredTitle: 'Dit login er udløbet',
  expiredText: 'Login-siden var åben for længe eller er allerede blevet brugt. Start forfra.',
  back: 'Tilbage til Min konto',
  errorTitle: 'Noget gik galt',
  signingOut: 'Du bliver logget ud…',
  signOutLead: 'Tryk på knappen for at afslutte udlogningen.',
  signOut: 'Log ud',
  signedOutTitle: 'Du er logget ud',
  signedOutText: 'Du er logget ud af din {brand}-konto.',
  errorText: 'Vi kunne ikke gennemføre din anmodning. Gå tilbage til Min konto, og prøv igen.',
  errorCode: 'Fejlkode: {code}',
};
