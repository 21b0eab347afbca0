// The texts of the sign-in pages in every locale of the brand sites. The page speaks the first supported locale of
// the request's `ui_locales` (what the site asks for), else the site's own locale.
import { isLocale, LOCALES, type Locale } from '@my-account/brands';
import { byLanguage } from '../i18n/catalogue';

export interface SignInTexts {
  title: string;
  email: string;
  password: string;
  submit: string;
  error: string;
  /** `{provider}`: a provider's name, or `localAccount`. */
  withProvider: string;
  /** The retailer's own account on a site of `{brand}`. */
  localAccount: string;
  /** Under the heading of a provider's page: `{provider}`, `{brand}`. */
  providerLead: string;
  expiredTitle: string;
  expiredText: string;
  back: string;
  errorTitle: string;
}

const en: SignInTexts = {
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
};

const nl: SignInTexts = {
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
};

const fr: SignInTexts = {
  title: 'Connectez-vous à votre compte',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  error: "L'adresse e-mail ou le mot de passe est incorrect.",
  withProvider: 'Se connecter avec {provider}',
  localAccount: 'votre compte {brand}',
  providerLead: 'Utilisez {provider} pour vous connecter à {brand}.',
  expiredTitle: 'Votre connexion a expiré',
  expiredText: 'La page de connexion est restée ouverte trop longtemps ou a déjà été utilisée. Veuillez recommencer.',
  back: 'Retour à Mon compte',
  errorTitle: "Une erreur s'est produite",
};

const de: SignInTexts = {
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
};

export const SIGN_IN_TEXTS = byLanguage<SignInTexts>({
  en,
  nl,
  fr,
  de,
  it: {
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
  },
  es: {
    title: 'Inicia sesión en tu cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    error: 'El correo electrónico o la contraseña no son correctos.',
    withProvider: 'Iniciar sesión con {provider}',
    localAccount: 'tu cuenta de {brand}',
    providerLead: 'Usa {provider} para iniciar sesión en {brand}.',
    expiredTitle: 'Tu inicio de sesión ha caducado',
    expiredText: 'La página de inicio de sesión estuvo abierta demasiado tiempo o ya se utilizó. Vuelve a empezar.',
    back: 'Volver a Mi cuenta',
    errorTitle: 'Algo ha salido mal',
  },
  pt: {
    title: 'Inicie sessão na sua conta',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    error: 'O endereço de e-mail ou a palavra-passe estão incorretos.',
    withProvider: 'Iniciar sessão com {provider}',
    localAccount: 'a sua conta {brand}',
    providerLead: 'Utilize {provider} para iniciar sessão em {brand}.',
    expiredTitle: 'O seu início de sessão expirou',
    expiredText: 'A página de início de sessão esteve aberta demasiado tempo ou já foi utilizada. Comece de novo.',
    back: 'Voltar a A minha conta',
    errorTitle: 'Algo correu mal',
  },
  da: {
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
  },
  nb: {
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
  },
  sv: {
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
  },
});

/** At most this much of `ui_locales` is read (it is the client's wish, not something to spend effort on). */
const MAX_UI_LOCALES = 200;

/**
 * The locale of a sign-in page: the first of `uiLocales` (space-separated BCP 47 tags, the OIDC parameter) that is a
 * site locale (any case), else the site's locale when a tag has its language, else a site locale of a tag's language
 * (the language's home country first: `fr` → fr-FR), else the site's locale.
 */
export function pickLocale(uiLocales: unknown, siteLocale: Locale): Locale {
  const tags = typeof uiLocales === 'string' ? uiLocales.slice(0, MAX_UI_LOCALES).split(/\s+/).filter(Boolean).slice(0, 10) : [];
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of tags) {
    const language = tag.split('-')[0]!.toLowerCase();
    if (siteLocale.toLowerCase().startsWith(`${language}-`)) return siteLocale;
    const home = LOCALES.find((l) => l.toLowerCase() === `${language}-${language}`); // fr → fr-FR, de → de-DE
    const first = home ?? LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`));
    if (first) return first;
  }
  return siteLocale;
}

/** The texts of a locale (en-GB for anything unknown). */
export const textsOf = (locale: unknown): SignInTexts => SIGN_IN_TEXTS[isLocale(locale) ? locale : 'en-GB'];
