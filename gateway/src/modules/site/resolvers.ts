import type { Resolvers } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { offsetConnection, validateFirst } from '../../relay/connection';
import { hostName } from './hosts';

/** Most articles one page may hold (the schema's bound too). */
export const MAX_ARTICLES_PAGE = 50;

const cursorOf = (offset: number) => Buffer.from(`SiteArticle:${offset}`).toString('base64url');

/** The offset after a cursor of this connection; anything else is BAD_USER_INPUT. */
function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^SiteArticle:(\d{1,4})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match) throw badUserInput('`after` is not a cursor of this list of articles.');
  return Number(match[1]) + 1;
}

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
    articles: (site, { first, after }) => {
      const size = validateFirst(first, MAX_ARTICLES_PAGE);
      const offset = offsetAfter(after);
      const items = site.articles.slice(offset, offset + size);
      return offsetConnection(items, offset, site.articles.length, (node, at) => ({ node, cursor: cursorOf(at) }));
    },
  },
};
