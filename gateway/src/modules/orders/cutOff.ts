import type { OrderCutOff } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { UpstreamCutOff } from '../../upstream/cutoff';

/**
 * The next cut-off of an article (spec §7 "Order cut-off"): of the article groups holding it (GET /v1/ArticleGroup),
 * their own cut-off and their campaign's (GET /v1/Campaign/{name}, once per name), the soonest one still open; null
 * when none is.
 */
export async function nextCutOff(ctx: Context, articleName: string, now = new Date()): Promise<OrderCutOff | null> {
  const groups = (await ctx.cutoff.articleGroups()).filter((g) => g.articleNames.includes(articleName));
  const found = await Promise.all(groups.flatMap((group) => [
    group.cutOff ? { ...group.cutOff, campaign: null } : null,
    group.campaign ? ctx.cutoff.campaign(group.campaign).then((c) => (c ? { ...c.cutOff, campaign: c.name } : null)) : null,
  ]));
  const open = found.filter((c): c is UpstreamCutOff & { campaign: string | null } => c !== null && Date.parse(c.orderBefore) > now.getTime());
  open.sort((a, b) => Date.parse(a.orderBefore) - Date.parse(b.orderBefore));
  return open[0] ?? null;
}
