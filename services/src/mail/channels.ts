// The sales channels (brand sites) the services' e-mails are sent for, from the brand registry (@my-account/brands):
// the brand name and colour, the locale the site shows, and the origin its links point to — the product origin
// (PUBLIC_URL) for the default site, else the site's local host `http://<channel>.localhost:<PUBLIC_URL port>`.
import { brandNameOf, SITES, siteLocale, siteOrigin, vendorOf, type Locale, type Site, type SiteHosts } from '@my-account/brands';

export interface Channel {
  id: string;
  brandName: string;
  locale: Locale;
  /** The brand's main colour (headings and buttons of its e-mails). */
  color: string;
  site: Site;
}

const channelOf = (site: Site): Channel => ({
  id: site.channel, brandName: brandNameOf(site), locale: siteLocale(site), color: vendorOf(site).theme.primary, site,
});

export const CHANNELS: readonly Channel[] = SITES.map(channelOf);

/** The field error of a channel (vendor) id that names no channel. */
export const UNKNOWN_CHANNEL_MESSAGE = 'This sales channel is not known';

/** The channel of that id (exact, as the brand registry spells it), if known. */
export function findChannel(id: unknown): Channel | undefined {
  return typeof id === 'string' ? CHANNELS.find((c) => c.id === id) : undefined;
}

/**
 * Where the channel's links point: its site's first configured host name (SITE_HOSTS), else the product origin for the
 * default channel and the local brand site for the others.
 */
export const channelOrigin = (channel: Channel, publicUrl: string, siteHosts?: SiteHosts): string =>
  siteOrigin(channel.site, publicUrl, siteHosts);

/** The sender of the channel's e-mails. */
export const channelSender = (channel: Channel) => ({ name: channel.brandName, address: `no-reply@${channel.id}.example` });
