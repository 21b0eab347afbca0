import type { SignInTexts } from './types';

export const it: SignInTexts = {
  title: 'Accedi al tuo account',
  email: 'Indirizzo e-mail',
  password: 'Password',
  submit: 'Accedi',
  error: "L'indirizzo e-mail o la password non sono corretti.",
  withProvider: 'Accedi con {provider}',
  localAccount: 'il tuo account {brand}',
  providerLead: 'Usa {provider} per accedere a {brand}.',
  expiredTitle: 'Il tuo accesso è scaduto',
  expiredText: 'La pagina di accesso è rimasta aperta troppo a lungo o è già stata usata. Ricomincia da capo.',
  back: 'Torna a Il mio account',
  errorTitle: 'Si è verificato un errore',
  signingOut: 'Disconnessione in corso…',
  signOutLead: 'Premi il pulsante per completare la disconnessione.',
  signOut: 'Esci',
  signedOutTitle: 'Sei uscito dal tuo account',
  signedOutText: 'Sei uscito dal tuo account {brand}.',
  errorText: 'Non è stato possibile completare la tua richiesta. Torna a Il mio account e riprova.',
  errorCode: 'Codice di errore: {code}',
};
