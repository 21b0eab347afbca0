import type { Locale } from './locales';

/** The countries the brand sites serve (spec §1's country mapping). */
export const COUNTRIES = ['BE', 'DE', 'NL', 'GB', 'NO', 'FR', 'SE', 'AT', 'IE', 'IT', 'DK', 'ES', 'PT'] as const;
export type Country = (typeof COUNTRIES)[number];

/** How a site signs its customers in. */
export interface SiteAuth {
  /**
   * The site signs in on an authentication domain of its own (spec §1: the Swedish brand): an OpenID Connect issuer
   * of its own, configured per environment (locally `http://auth.<channel>.localhost:<services port>/oidc`).
   */
  ownIssuer?: boolean;
  /** The identity provider the sign-in page is asked to show (`idp_hint`; spec §1: the Norwegian brand). */
  identityProviderHint?: string;
}

/**
 * A regional brand site. Its sales channel code is its key: the merchandise service knows the channel (vendor,
 * locale, shop URL, currency, article catalogue), the editor, e-mails and galleries are per channel.
 */
export interface Site {
  channel: string;
  /** The vendor (brand) of the site: name and look. */
  vendor: string;
  country: Country;
  /** The channel's locale as the merchandise service configures it (used when that service cannot be reached). */
  locale: Locale;
  /** A channel whose site always shows this locale, whatever its configuration says (spec §1: de-AT). */
  forcedLocale?: Locale;
  /** ISO 4217 currency of the channel's prices. */
  currency: string;
  /** The brand's shop on this site (products, account creation). */
  shopUrl: string;
  faqUrl: string;
  customerCareUrl: string;
  auth: SiteAuth;
}

interface SiteInput extends Omit<Site, 'faqUrl' | 'customerCareUrl' | 'auth'> {
  /** Paths of the help pages on the shop's domain. */
  faq: string;
  contact: string;
  auth?: SiteAuth;
}

const site = ({ faq, contact, auth = {}, ...rest }: SiteInput): Site => ({
  ...rest,
  faqUrl: new URL(faq, rest.shopUrl).href,
  customerCareUrl: new URL(contact, rest.shopUrl).href,
  auth,
});

/** The retailer's 17 brand sites; the first is the default (an unknown host name shows it). */
export const SITES: readonly Site[] = [
  site({ channel: 'photoprint-gb', vendor: 'photoprint', country: 'GB', locale: 'en-GB', currency: 'GBP',
    shopUrl: 'https://www.photoprint.example/', faq: '/help/faq', contact: '/help/contact' }),
  site({ channel: 'photoprint-ie', vendor: 'photoprint', country: 'IE', locale: 'en-IE', currency: 'EUR',
    shopUrl: 'https://www.photoprint-ie.example/', faq: '/help/faq', contact: '/help/contact' }),
  site({ channel: 'fotoprint-nl', vendor: 'fotoprint', country: 'NL', locale: 'nl-NL', currency: 'EUR',
    shopUrl: 'https://www.fotoprint.example/', faq: '/klantenservice/veelgestelde-vragen', contact: '/klantenservice/contact' }),
  site({ channel: 'fotoprint-be', vendor: 'fotoprint', country: 'BE', locale: 'nl-BE', currency: 'EUR',
    shopUrl: 'https://www.fotoprint-be.example/', faq: '/klantenservice/veelgestelde-vragen', contact: '/klantenservice/contact' }),
  site({ channel: 'photoimpression-be', vendor: 'photoimpression', country: 'BE', locale: 'fr-BE', currency: 'EUR',
    shopUrl: 'https://www.photoimpression-be.example/', faq: '/aide/faq', contact: '/aide/contact' }),
  site({ channel: 'photoimpression-fr', vendor: 'photoimpression', country: 'FR', locale: 'fr-FR', currency: 'EUR',
    shopUrl: 'https://www.photoimpression.example/', faq: '/aide/faq', contact: '/aide/contact' }),
  site({ channel: 'fotodruck-de', vendor: 'fotodruck', country: 'DE', locale: 'de-DE', currency: 'EUR',
    shopUrl: 'https://www.fotodruck.example/', faq: '/hilfe/faq', contact: '/hilfe/kontakt' }),
  // The Austrian channel shares the German configuration (de-DE) but its site always shows de-AT.
  site({ channel: 'fotodruck-at', vendor: 'fotodruck', country: 'AT', locale: 'de-DE', forcedLocale: 'de-AT', currency: 'EUR',
    shopUrl: 'https://www.fotodruck-at.example/', faq: '/hilfe/faq', contact: '/hilfe/kontakt' }),
  site({ channel: 'fotoimpresion-es', vendor: 'fotoimpresion', country: 'ES', locale: 'es-ES', currency: 'EUR',
    shopUrl: 'https://www.fotoimpresion.example/', faq: '/ayuda/preguntas-frecuentes', contact: '/ayuda/contacto' }),
  site({ channel: 'fotostampa-it', vendor: 'fotostampa', country: 'IT', locale: 'it-IT', currency: 'EUR',
    shopUrl: 'https://www.fotostampa.example/', faq: '/aiuto/domande-frequenti', contact: '/aiuto/contatti' }),
  site({ channel: 'fotoimpressao-pt', vendor: 'fotoimpressao', country: 'PT', locale: 'pt-PT', currency: 'EUR',
    shopUrl: 'https://www.fotoimpressao.example/', faq: '/ajuda/perguntas-frequentes', contact: '/ajuda/contacto' }),
  site({ channel: 'fototryk-dk', vendor: 'fototryk', country: 'DK', locale: 'da-DK', currency: 'DKK',
    shopUrl: 'https://www.fototryk.example/', faq: '/hjaelp/ofte-stillede-spoergsmaal', contact: '/hjaelp/kontakt' }),
  site({ channel: 'fotoutskrift-se', vendor: 'fotoutskrift', country: 'SE', locale: 'sv-SE', currency: 'SEK',
    shopUrl: 'https://www.fotoutskrift.example/', faq: '/hjalp/vanliga-fragor', contact: '/hjalp/kontakt',
    auth: { ownIssuer: true } }),
  site({ channel: 'fotoutskrift-no', vendor: 'fotoutskrift', country: 'NO', locale: 'nb-NO', currency: 'NOK',
    shopUrl: 'https://www.fotoutskrift-no.example/', faq: '/hjelp/ofte-stilte-sporsmal', contact: '/hjelp/kontakt',
    auth: { identityProviderHint: 'fotoutskrift-id' } }),
  site({ channel: 'snapbook-gb', vendor: 'snapbook', country: 'GB', locale: 'en-GB', currency: 'GBP',
    shopUrl: 'https://www.snapbook.example/', faq: '/help/faq', contact: '/help/contact' }),
  site({ channel: 'snapbook-nl', vendor: 'snapbook', country: 'NL', locale: 'nl-NL', currency: 'EUR',
    shopUrl: 'https://www.snapbook-nl.example/', faq: '/help/veelgestelde-vragen', contact: '/help/contact' }),
  site({ channel: 'snapbook-de', vendor: 'snapbook', country: 'DE', locale: 'de-DE', currency: 'EUR',
    shopUrl: 'https://www.snapbook-de.example/', faq: '/hilfe/faq', contact: '/hilfe/kontakt' }),
];

export const DEFAULT_SITE: Site = SITES[0]!;
