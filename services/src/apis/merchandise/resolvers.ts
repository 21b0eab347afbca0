// The merchandise service's root fields (contracts/merchandise.graphql): the channels, and a channel by code with its
// articles' titles in the locale asked for. Field names are the contract's (PascalCase); the default resolvers of
// graphql-js read them from the objects answered here (a function field — Articles — is called when selected).
import { isLocale, LOCALES } from '@my-account/brands';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db';
import { channelReader, type ChannelRow } from '../../site/channels';

/** Channel codes are short; a longer one is unknown without a query. */
export const MAX_CHANNEL_CODE_LENGTH = 100;

export function channelResolvers(db: Db) {
  const reader = channelReader(db);
  const withArticles = (row: ChannelRow, locale: string) => ({ ...row, Articles: () => reader.articles(row, locale) });
  return {
    Channels: async () => (await reader.channels()).map((row) => withArticles(row, row.Locale)),
    Channel: async ({ Code, Locale }: { Code: string; Locale: string }) => {
      if (!isLocale(Locale)) {
        throw new GraphQLError(`Unsupported locale "${Locale.slice(0, 20)}": one of ${LOCALES.join(', ')}.`, {
          extensions: { code: 'UNSUPPORTED_LOCALE' },
        });
      }
      const row = Code.length <= MAX_CHANNEL_CODE_LENGTH ? await reader.channel(Code) : undefined;
      return row ? withArticles(row, Locale) : null;
    },
  };
}
