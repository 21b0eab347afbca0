// The words of the brand sites' shops per language: the menu of a brand's main site (public config) and the paths of
// its pages, which the article links of the merchandise service point into. A locale reads its language's words
// (`languageOf`): the shops of en-GB and en-IE, nl-NL and nl-BE … share them.
import type { Locale } from '@my-account/brands';

export const MENU_ENTRIES = ['photoBooks', 'prints', 'wallDecor', 'gifts', 'help'] as const;
export type MenuEntryId = (typeof MENU_ENTRIES)[number];

/** The shop's product categories (the menu's entries but help): their path on the shop domain. */
export type Category = Exclude<MenuEntryId, 'help'>;

export interface ShopLanguage {
  /** Menu labels. */
  labels: Record<MenuEntryId, string>;
  /** Path (one segment) of each product category's page. */
  categories: Record<Category, string>;
  /** Path of the page listing every product, and of the sign-up page. */
  products: string;
  createAccount: string;
  /** Path prefix of the editor pages (`<create>/<article code>`). */
  create: string;
}

export const LANGUAGES = {
  en: {
    labels: { photoBooks: 'Photo books', prints: 'Photo prints', wallDecor: 'Wall decor', gifts: 'Gifts', help: 'Help' },
    categories: { photoBooks: 'photo-books', prints: 'photo-prints', wallDecor: 'wall-decor', gifts: 'gifts' },
    products: '/products', createAccount: '/account/create', create: '/create',
  },
  nl: {
    labels: { photoBooks: 'Fotoboeken', prints: 'Fotoafdrukken', wallDecor: 'Wanddecoratie', gifts: 'Cadeaus', help: 'Klantenservice' },
    categories: { photoBooks: 'fotoboeken', prints: 'fotoafdrukken', wallDecor: 'wanddecoratie', gifts: 'cadeaus' },
    products: '/producten', createAccount: '/account/aanmaken', create: '/maken',
  },
  fr: {
    labels: { photoBooks: 'Livres photo', prints: 'Tirages photo', wallDecor: 'Décoration murale', gifts: 'Cadeaux', help: 'Aide' },
    categories: { photoBooks: 'livres-photo', prints: 'tirages-photo', wallDecor: 'decoration-murale', gifts: 'cadeaux' },
    products: '/produits', createAccount: '/compte/creer', create: '/creer',
  },
  de: {
    labels: { photoBooks: 'Fotobücher', prints: 'Fotoabzüge', wallDecor: 'Wanddeko', gifts: 'Geschenke', help: 'Hilfe' },
    categories: { photoBooks: 'fotobuecher', prints: 'fotoabzuege', wallDecor: 'wanddeko', gifts: 'geschenke' },
    products: '/produkte', createAccount: '/konto/erstellen', create: '/gestalten',
  },
  es: {
    labels: { photoBooks: 'Libros de fotos', prints: 'Copias de fotos', wallDecor: 'Decoración de pared', gifts: 'Regalos', help: 'Ayuda' },
    categories: { photoBooks: 'libros-de-fotos', prints: 'copias-de-fotos', wallDecor: 'decoracion-de-pared', gifts: 'regalos' },
    products: '/productos', createAccount: '/cuenta/crear', create: '/crear',
  },
  it: {
    labels: { photoBooks: 'Fotolibri', prints: 'Stampe foto', wallDecor: 'Decorazioni da parete', gifts: 'Regali', help: 'Aiuto' },
    categories: { photoBooks: 'fotolibri', prints: 'stampe-foto', wallDecor: 'decorazioni-da-parete', gifts: 'regali' },
    products: '/prodotti', createAccount: '/account/crea', create: '/crea',
  },
  pt: {
    labels: { photoBooks: 'Livros de fotos', prints: 'Impressões de fotos', wallDecor: 'Decoração de parede', gifts: 'Presentes', help: 'Ajuda' },
    categories: { photoBooks: 'livros-de-fotos', prints: 'impressoes-de-fotos', wallDecor: 'decoracao-de-parede', gifts: 'presentes' },
    products: '/produtos', createAccount: '/conta/criar', create: '/criar',
  },
  da: {
    labels: { photoBooks: 'Fotobøger', prints: 'Fotoaftryk', wallDecor: 'Vægdekoration', gifts: 'Gaver', help: 'Hjælp' },
    categories: { photoBooks: 'fotoboeger', prints: 'fotoaftryk', wallDecor: 'vaegdekoration', gifts: 'gaver' },
    products: '/produkter', createAccount: '/konto/opret', create: '/lav',
  },
  nb: {
    labels: { photoBooks: 'Fotobøker', prints: 'Fotoutskrifter', wallDecor: 'Veggdekor', gifts: 'Gaver', help: 'Hjelp' },
    categories: { photoBooks: 'fotoboker', prints: 'fotoutskrifter', wallDecor: 'veggdekor', gifts: 'gaver' },
    products: '/produkter', createAccount: '/konto/opprett', create: '/lag',
  },
  sv: {
    labels: { photoBooks: 'Fotoböcker', prints: 'Fotoutskrifter', wallDecor: 'Väggdekor', gifts: 'Presenter', help: 'Hjälp' },
    categories: { photoBooks: 'fotobocker', prints: 'fotoutskrifter', wallDecor: 'vaggdekor', gifts: 'presenter' },
    products: '/produkter', createAccount: '/konto/skapa', create: '/skapa',
  },
} as const satisfies Record<string, ShopLanguage>;

export type Language = keyof typeof LANGUAGES;

/** The language of a locale: its first part (`nb-NO` → `nb`). */
export const languageOf = (locale: Locale): Language => locale.slice(0, 2) as Language;

export const shopLanguage = (locale: Locale): ShopLanguage => LANGUAGES[languageOf(locale)];
