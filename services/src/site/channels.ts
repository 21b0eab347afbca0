// The merchandise service's reads (db/seed-merchandise.ts writes them): the channels, and a channel's articles with
// their titles in the locale asked for (the channel's own locale's when a title is missing).
import type { Article, Channel } from '../../contracts/__generated__/merchandise';
import type { Db } from '../db';

/** A channel as the contract types it, but for its articles (read when selected). */
export type ChannelRow = Omit<Channel, '__typename' | 'Articles'>;
export type ArticleRow = Omit<Article, '__typename'>;

/** pg and PGlite hand jsonb over parsed; text (a driver that does not) is parsed here. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) as T : value);

const CHANNEL_COLUMNS = ['id as ID', 'vendor_id as VendorID', 'locale as Locale', 'shop_url as ShopUrl', 'currency as Currency'] as const;

export function channelReader(db: Db) {
  return {
    channels(): Promise<ChannelRow[]> {
      return db.selectFrom('merchandise_channels').select(CHANNEL_COLUMNS).orderBy('position').execute();
    },
    channel(code: string): Promise<ChannelRow | undefined> {
      return db.selectFrom('merchandise_channels').select(CHANNEL_COLUMNS).where('id', '=', code).executeTakeFirst();
    },
    async articles(channel: ChannelRow, locale: string): Promise<ArticleRow[]> {
      const rows = await db.selectFrom('merchandise_articles').selectAll().where('channel_id', '=', channel.ID).orderBy('position').execute();
      return rows.map((row) => {
        const titles = json(row.titles);
        return {
          ID: row.id, ArticleType: row.article_type, Title: titles[locale] ?? titles[channel.Locale] ?? row.id,
          PageHeight: row.page_height, PageWidth: row.page_width, Visible: row.visible, Links: json(row.links), Extras: json(row.extras),
        };
      });
    },
  };
}
