// The article catalogue every brand channel sells (seeded into merchandise_articles per channel, db/seed-merchandise.ts):
// the codes and article types of the order world (db/demo-orders.ts: the fixed prints code PAP_910, photo books whose
// type contains `photobook`, …) and a few more, each with a short title in every locale of the brand sites.
import { LOCALES, type Locale } from '@my-account/brands';
import { languageOf, type Category, type Language } from './languages';

export interface ArticleExtras {
  Border: boolean | null;
  CoverText: boolean | null;
  CoverType: string | null;
  Paper: string | null;
  PrintSize: string | null;
}

export interface CatalogueArticle {
  id: string;
  articleType: string;
  /** The shop category its product page is in. */
  category: Category;
  titles: Record<Language, string>;
  /** A locale whose shop names it otherwise than its language does. */
  localTitles?: Partial<Record<Locale, string>>;
  /** Millimetres; null for products without pages. */
  pageHeight: number | null;
  pageWidth: number | null;
  visible: boolean;
  extras: Partial<ArticleExtras>;
}

const t = (en: string, nl: string, fr: string, de: string, es: string, it: string, pt: string, da: string, nb: string, sv: string) =>
  ({ en, nl, fr, de, es, it, pt, da, nb, sv });

export const CATALOGUE: readonly CatalogueArticle[] = [
  {
    id: 'PAP_910', articleType: 'prints', category: 'prints', pageHeight: 102, pageWidth: 152, visible: true,
    titles: t('Photo prints 10x15', 'Fotoafdrukken 10x15', 'Tirages photo 10x15', 'Fotoabzüge 10x15', 'Copias de fotos 10x15',
      'Stampe foto 10x15', 'Impressões de fotos 10x15', 'Fotoaftryk 10x15', 'Fotoutskrifter 10x15', 'Fotoutskrifter 10x15'),
    extras: { Border: false, Paper: 'glossy', PrintSize: '10x15' },
  },
  {
    id: 'PHOTOBOOK_A4', articleType: 'photobook', category: 'photoBooks', pageHeight: 297, pageWidth: 210, visible: true,
    titles: t('Photo book A4', 'Fotoboek A4', 'Livre photo A4', 'Fotobuch A4', 'Libro de fotos A4', 'Fotolibro A4',
      'Livro de fotos A4', 'Fotobog A4', 'Fotobok A4', 'Fotobok A4'),
    extras: { CoverText: true, CoverType: 'hardcover', Paper: 'silk' },
  },
  {
    id: 'PHOTOBOOK_XL', articleType: 'photobook', category: 'photoBooks', pageHeight: 300, pageWidth: 300, visible: true,
    titles: t('Photo book XL', 'Fotoboek XL', 'Livre photo XL', 'Fotobuch XL', 'Libro de fotos XL', 'Fotolibro XL',
      'Livro de fotos XL', 'Fotobog XL', 'Fotobok XL', 'Fotobok XL'),
    extras: { CoverText: true, CoverType: 'hardcover', Paper: 'matte' },
  },
  {
    id: 'PHOTOBOOK_LAYFLAT', articleType: 'layflatphotobook', category: 'photoBooks', pageHeight: 280, pageWidth: 280, visible: true,
    titles: t('Layflat photo book', 'Layflat fotoboek', 'Livre photo à plat', 'Layflat-Fotobuch', 'Libro de fotos layflat',
      'Fotolibro layflat', 'Livro de fotos layflat', 'Layflat fotobog', 'Layflat fotobok', 'Layflat fotobok'),
    extras: { CoverText: true, CoverType: 'hardcover', Paper: 'glossy' },
  },
  {
    // Retired: still known to the service (old orders name it), no longer in the shop.
    id: 'PHOTOBOOK_CLASSIC', articleType: 'photobook', category: 'photoBooks', pageHeight: 210, pageWidth: 148, visible: false,
    titles: t('Classic photo book', 'Klassiek fotoboek', 'Livre photo classique', 'Klassisches Fotobuch', 'Libro de fotos clásico',
      'Fotolibro classico', 'Livro de fotos clássico', 'Klassisk fotobog', 'Klassisk fotobok', 'Klassisk fotobok'),
    extras: { CoverText: false, CoverType: 'softcover', Paper: 'matte' },
  },
  {
    id: 'CANVAS_40x30', articleType: 'walldecor', category: 'wallDecor', pageHeight: 300, pageWidth: 400, visible: true,
    titles: t('Canvas 40x30', 'Canvas 40x30', 'Toile 40x30', 'Leinwand 40x30', 'Lienzo 40x30', 'Tela 40x30', 'Tela 40x30',
      'Lærred 40x30', 'Lerret 40x30', 'Canvastavla 40x30'),
    extras: { Border: true, PrintSize: '40x30' },
  },
  {
    id: 'POSTER_50x70', articleType: 'walldecor', category: 'wallDecor', pageHeight: 700, pageWidth: 500, visible: true,
    titles: t('Poster 50x70', 'Poster 50x70', 'Affiche 50x70', 'Poster 50x70', 'Póster 50x70', 'Poster 50x70', 'Póster 50x70',
      'Plakat 50x70', 'Plakat 50x70', 'Affisch 50x70'),
    extras: { Border: false, Paper: 'matte', PrintSize: '50x70' },
  },
  {
    id: 'CALENDAR_A3', articleType: 'calendar', category: 'gifts', pageHeight: 297, pageWidth: 420, visible: true,
    titles: t('Wall calendar A3', 'Wandkalender A3', 'Calendrier mural A3', 'Wandkalender A3', 'Calendario de pared A3',
      'Calendario da parete A3', 'Calendário de parede A3', 'Vægkalender A3', 'Veggkalender A3', 'Väggkalender A3'),
    extras: { Paper: 'silk' },
  },
  {
    id: 'CALENDAR_DESK', articleType: 'calendar', category: 'gifts', pageHeight: 105, pageWidth: 210, visible: true,
    titles: t('Desk calendar', 'Bureaukalender', 'Calendrier de bureau', 'Tischkalender', 'Calendario de escritorio',
      'Calendario da tavolo', 'Calendário de secretária', 'Bordkalender', 'Bordkalender', 'Bordskalender'),
    extras: { Paper: 'matte' },
  },
  {
    id: 'CARD_GREETING', articleType: 'card', category: 'gifts', pageHeight: 105, pageWidth: 148, visible: true,
    titles: t('Greeting cards', 'Wenskaarten', 'Cartes de vœux', 'Grußkarten', 'Tarjetas de felicitación', "Biglietti d'auguri",
      'Cartões de felicitações', 'Lykønskningskort', 'Gratulasjonskort', 'Gratulationskort'),
    extras: { Border: false, CoverText: true, Paper: 'matte' },
  },
  {
    // Seasonal: last year's cards, hidden.
    id: 'CARD_XMAS_2025', articleType: 'card', category: 'gifts', pageHeight: 105, pageWidth: 148, visible: false,
    titles: t('Christmas cards 2025', 'Kerstkaarten 2025', 'Cartes de Noël 2025', 'Weihnachtskarten 2025', 'Tarjetas de Navidad 2025',
      'Biglietti di Natale 2025', 'Cartões de Natal 2025', 'Julekort 2025', 'Julekort 2025', 'Julkort 2025'),
    extras: { Border: false, CoverText: true, Paper: 'matte' },
  },
  {
    id: 'MUG_CLASSIC', articleType: 'gift', category: 'gifts', pageHeight: null, pageWidth: null, visible: true,
    titles: t('Photo mug', 'Fotomok', 'Mug photo', 'Fototasse', 'Taza con foto', 'Tazza con foto', 'Caneca com foto', 'Fotokrus',
      'Fotokopp', 'Fotomugg'),
    localTitles: { 'de-AT': 'Fotohäferl' },
    extras: {},
  },
  {
    id: 'EVOUCHER', articleType: 'voucher', category: 'gifts', pageHeight: null, pageWidth: null, visible: true,
    titles: t('Gift voucher', 'Cadeaubon', 'Bon cadeau', 'Geschenkgutschein', 'Tarjeta regalo', 'Buono regalo', 'Vale de oferta',
      'Gavekort', 'Gavekort', 'Presentkort'),
    extras: {},
  },
];

/** The article's title in a locale. */
export const titleIn = (article: CatalogueArticle, locale: Locale) => article.localTitles?.[locale] ?? article.titles[languageOf(locale)];

/** Every locale's title (what the database keeps). */
export const allTitles = (article: CatalogueArticle): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, titleIn(article, locale)])) as Record<Locale, string>;

/** Every option, null where it does not apply. */
export const fullExtras = (extras: Partial<ArticleExtras>): ArticleExtras => ({
  Border: null, CoverText: null, CoverType: null, Paper: null, PrintSize: null, ...extras,
});
