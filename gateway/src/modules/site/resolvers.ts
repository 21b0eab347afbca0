import type { Resolvers } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { offsetConnection, offsetPageArgs } from '../../relay/connection';
import { hostName } from './hosts';

/** Most articles one page may hold (the schema's bound too). */
export const MAX_ARTICLES_PAGE = 50;

export const siteResolvers: Resolvers = {
  Query: {
    // Anyone may ask (public data): the request's own site, or the one of `domain`. An unknown host name is the
    // default site; what is not a host name at all is refused before any lookup.
    site: (_root, { domain }, ctx) => {
      let site;
      if (domain === null || domain === undefined) {
        site = ctx.sites.siteOf(ctx.request.host);
      } else {
        const name = hostName(domain);
        if (!name) throw badUserInput('`domain` must be a host name, e.g. `fotoprint-nl.localhost` (no scheme, port or path).');
        site = ctx.sites.siteOf(name);
      }
      return ctx.sites.resolve(site, ctx);
    },
  },
  Site: {
    articles: (site, args) => {
      const { first, offset } = offsetPageArgs(args, 'articles', MAX_ARTICLES_PAGE);
      return offsetConnection(site.articles.slice(offset, offset + first), { offset, total: site.articles.length, list: 'articles' });
    },
  },
};
