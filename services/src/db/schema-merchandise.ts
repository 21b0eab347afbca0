// Kysely table types of the merchandise service (migrations/014_merchandise.ts). Keep in step with the migration.
import type { ColumnType } from 'kysely';
import type { ArticleExtras } from '../site/catalogue';

/** A JSON column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** A sales channel; `vendor_id` null for internal and retired channels. */
export interface MerchandiseChannelsTable {
  id: string;
  vendor_id: string | null;
  locale: string;
  currency: string;
  shop_url: string;
  /** Catalogue order of the channels. */
  position: number;
}

export interface ArticleLinkJson {
  Rel: string;
  Url: string;
}

/** An article of a channel's catalogue, its title in every locale. */
export interface MerchandiseArticlesTable {
  channel_id: string;
  id: string;
  position: number;
  article_type: string;
  titles: Json<Record<string, string>>;
  page_height: number | null;
  page_width: number | null;
  visible: boolean;
  links: Json<ArticleLinkJson[]>;
  extras: Json<ArticleExtras>;
}

export interface MerchandiseTables {
  merchandise_channels: MerchandiseChannelsTable;
  merchandise_articles: MerchandiseArticlesTable;
}
