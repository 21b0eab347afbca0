/** A regional brand site of the retailer. The vendor name (key of the registry) decides the brand. */
export interface Brand {
  vendor: string;
  brandName: string;
  /** ISO 3166 country of the vendor channel. */
  country: string;
  /** Locale of the vendor channel (drives texts, numbers and dates). */
  locale: string;
  /** Hostnames that serve this brand (local brand sites are `<vendor>.localhost`). */
  hostnames: string[];
  /** The brand's shop (products, account creation). */
  shopUrl: string;
  faqUrl: string;
  customerCareUrl: string;
  /** Brand colour (white text on it must stay readable: contrast >= 4.5:1). */
  color: string;
  /** A brand with its own authentication domain overrides the configured OIDC authority. */
  authority?: string;
  /** A brand that needs a distinct identity-provider hint sends it with the sign-in request. */
  identityProviderHint?: string;
}

function brand(b: Omit<Brand, 'hostnames'> & { hostnames?: string[] }): Brand {
  return { ...b, hostnames: b.hostnames ?? [`${b.vendor}.localhost`] };
}

/** The brand registry, first entry = default brand. */
export const BRANDS: readonly Brand[] = [
  brand({
    vendor: 'photoprint-gb',
    brandName: 'PhotoPrint',
    country: 'GB',
    locale: 'en-GB',
    hostnames: ['localhost', 'photoprint-gb.localhost'],
    shopUrl: 'https://www.photoprint.example/',
    faqUrl: 'https://www.photoprint.example/help/faq',
    customerCareUrl: 'https://www.photoprint.example/help/contact',
    color: '#0b5cad',
  }),
  brand({
    vendor: 'photoprint-ie',
    brandName: 'PhotoPrint',
    country: 'IE',
    locale: 'en-IE',
    shopUrl: 'https://www.photoprint-ie.example/',
    faqUrl: 'https://www.photoprint-ie.example/help/faq',
    customerCareUrl: 'https://www.photoprint-ie.example/help/contact',
    color: '#0b5cad',
  }),
  brand({
    vendor: 'fotoprint-nl',
    brandName: 'FotoPrint',
    country: 'NL',
    locale: 'nl-NL',
    shopUrl: 'https://www.fotoprint.example/',
    faqUrl: 'https://www.fotoprint.example/klantenservice/veelgestelde-vragen',
    customerCareUrl: 'https://www.fotoprint.example/klantenservice/contact',
    color: '#b4370a',
  }),
  brand({
    vendor: 'fotoprint-be',
    brandName: 'FotoPrint',
    country: 'BE',
    locale: 'nl-BE',
    shopUrl: 'https://www.fotoprint-be.example/',
    faqUrl: 'https://www.fotoprint-be.example/klantenservice/veelgestelde-vragen',
    customerCareUrl: 'https://www.fotoprint-be.example/klantenservice/contact',
    color: '#b4370a',
  }),
  brand({
    vendor: 'fotodruck-de',
    brandName: 'FotoDruck',
    country: 'DE',
    locale: 'de-DE',
    shopUrl: 'https://www.fotodruck.example/',
    faqUrl: 'https://www.fotodruck.example/hilfe/faq',
    customerCareUrl: 'https://www.fotodruck.example/hilfe/kontakt',
    color: '#1d6b4f',
  }),
  brand({
    // This channel forces the de-AT locale (spec §1).
    vendor: 'fotodruck-at',
    brandName: 'FotoDruck',
    country: 'AT',
    locale: 'de-AT',
    shopUrl: 'https://www.fotodruck-at.example/',
    faqUrl: 'https://www.fotodruck-at.example/hilfe/faq',
    customerCareUrl: 'https://www.fotodruck-at.example/hilfe/kontakt',
    color: '#1d6b4f',
  }),
  brand({
    vendor: 'photoimpression-fr',
    brandName: 'PhotoImpression',
    country: 'FR',
    locale: 'fr-FR',
    shopUrl: 'https://www.photoimpression.example/',
    faqUrl: 'https://www.photoimpression.example/aide/faq',
    customerCareUrl: 'https://www.photoimpression.example/aide/contact',
    color: '#5b3cc4',
  }),
  brand({
    vendor: 'fotoimpresion-es',
    brandName: 'FotoImpresión',
    country: 'ES',
    locale: 'es-ES',
    shopUrl: 'https://www.fotoimpresion.example/',
    faqUrl: 'https://www.fotoimpresion.example/ayuda/preguntas-frecuentes',
    customerCareUrl: 'https://www.fotoimpresion.example/ayuda/contacto',
    color: '#a3123a',
  }),
  brand({
    // The Swedish brand signs in on its own authentication domain in production; set `authority` for it there.
    vendor: 'fotoutskrift-se',
    brandName: 'FotoUtskrift',
    country: 'SE',
    locale: 'sv-SE',
    shopUrl: 'https://www.fotoutskrift.example/',
    faqUrl: 'https://www.fotoutskrift.example/hjalp/vanliga-fragor',
    customerCareUrl: 'https://www.fotoutskrift.example/hjalp/kontakt',
    color: '#005b8f',
  }),
  brand({
    vendor: 'fotoutskrift-no',
    brandName: 'FotoUtskrift',
    country: 'NO',
    locale: 'nb-NO',
    shopUrl: 'https://www.fotoutskrift-no.example/',
    faqUrl: 'https://www.fotoutskrift-no.example/hjelp/ofte-stilte-sporsmal',
    customerCareUrl: 'https://www.fotoutskrift-no.example/hjelp/kontakt',
    color: '#8a1c2b',
    identityProviderHint: 'fotoutskrift-no',
  }),
];

/** The brand whose hostnames contain `hostname`, else the default (first) brand. */
export function selectBrand(hostname: string, brands: readonly Brand[] = BRANDS): Brand {
  const host = hostname.toLowerCase();
  const found = brands.find((b) => b.hostnames.some((h) => h.toLowerCase() === host));
  return found ?? brands[0]!;
}

/** The brand of a vendor name, if registered. */
export function brandOfVendor(vendor: string, brands: readonly Brand[] = BRANDS): Brand | undefined {
  return brands.find((b) => b.vendor === vendor);
}
