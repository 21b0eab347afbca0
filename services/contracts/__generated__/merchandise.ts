export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An article of a channel's catalogue. */
export type Article = {
  __typename?: 'Article';
  /** What kind of product it is: `prints`, `photobook` (photo books contain `photobook`), `walldecor`, `calendar`, `card`, `gift`, `voucher`. */
  ArticleType: Scalars['String']['output'];
  /** Product options, where they apply. */
  Extras: ArticleExtras;
  /** The article code, e.g. `PAP_910` (photo prints 10x15) or `PHOTOBOOK_A4`. */
  ID: Scalars['String']['output'];
  /** Pages of the shop about the article. */
  Links: Array<ArticleLink>;
  /** Page (or print) height in millimetres; null for products without pages. */
  PageHeight?: Maybe<Scalars['Int']['output']>;
  /** Page (or print) width in millimetres; null for products without pages. */
  PageWidth?: Maybe<Scalars['Int']['output']>;
  /** A short product name in the locale the channel was asked in. */
  Title: Scalars['String']['output'];
  /** Whether the shop shows it (retired and seasonal articles are hidden). */
  Visible: Scalars['Boolean']['output'];
};

/** Product options of an article; null where an option does not apply. */
export type ArticleExtras = {
  __typename?: 'ArticleExtras';
  /** Whether prints have a white border (or canvas a painted edge). */
  Border?: Maybe<Scalars['Boolean']['output']>;
  /** Whether a text can be put on the cover. */
  CoverText?: Maybe<Scalars['Boolean']['output']>;
  /** The cover, e.g. `hardcover`, `softcover`. */
  CoverType?: Maybe<Scalars['String']['output']>;
  /** The paper, e.g. `glossy`, `matte`, `silk`. */
  Paper?: Maybe<Scalars['String']['output']>;
  /** The print size in centimetres, e.g. `10x15`. */
  PrintSize?: Maybe<Scalars['String']['output']>;
};

/** A page of the shop about an article. */
export type ArticleLink = {
  __typename?: 'ArticleLink';
  /** What the page is: `product` (the product page) or `create` (where the editor starts it). */
  Rel: Scalars['String']['output'];
  /** The absolute URL of the page, on the channel's shop domain. */
  Url: Scalars['String']['output'];
};

/** A sales channel: one regional brand site (or an internal or retired channel without a vendor). */
export type Channel = {
  __typename?: 'Channel';
  /** The channel's article catalogue, in catalogue order (hidden articles included: see `Visible`). */
  Articles: Array<Article>;
  /** ISO 4217 currency of the channel's prices, e.g. `EUR`. */
  Currency: Scalars['String']['output'];
  /** The channel code, e.g. `fotoprint-nl`. */
  ID: Scalars['String']['output'];
  /** The locale the channel is configured with, e.g. `nl-NL` (the Austrian channel shares `de-DE`). */
  Locale: Scalars['String']['output'];
  /** The channel's shop (an absolute URL ending in `/`). */
  ShopUrl: Scalars['String']['output'];
  /** The vendor (brand) the channel sells for, e.g. `fotoprint`; null for internal and retired channels. */
  VendorID?: Maybe<Scalars['String']['output']>;
};

/**
 * The retailer's merchandise service (a GraphQL API, `POST /merchandise-api/graphql`, no authentication): its sales
 * channels and each channel's article catalogue. Field names are the service's own (PascalCase).
 *
 * Requests are bounded: a JSON body of at most 8 KB, at most 1,000 tokens, depth 6, 10 aliases; no schema
 * introspection (this file is the contract). Refusals and failures are GraphQL `errors` (HTTP 400 for a document
 * that does not validate).
 */
export type Query = {
  __typename?: 'Query';
  /**
   * One channel by its code, with article titles in `Locale` (one of the 14 locales of the brand sites, e.g.
   * `nl-NL`; a channel can be asked in another locale than its own, e.g. the Austrian channel in `de-AT`). Null for
   * an unknown code; an unsupported locale is an error.
   */
  Channel?: Maybe<Channel>;
  /** Every sales channel: internal and retired ones have no vendor (`VendorID` null). */
  Channels: Array<Channel>;
};


/**
 * The retailer's merchandise service (a GraphQL API, `POST /merchandise-api/graphql`, no authentication): its sales
 * channels and each channel's article catalogue. Field names are the service's own (PascalCase).
 *
 * Requests are bounded: a JSON body of at most 8 KB, at most 1,000 tokens, depth 6, 10 aliases; no schema
 * introspection (this file is the contract). Refusals and failures are GraphQL `errors` (HTTP 400 for a document
 * that does not validate).
 */
export type QueryChannelArgs = {
  Code: Scalars['String']['input'];
  Locale: Scalars['String']['input'];
};
