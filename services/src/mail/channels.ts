// The sales channels (brand sites) the confirmation e-mails are sent for: the client's brand registry
// (client/src/brand/brands.ts, key `vendor`) as far as the e-mails need it — the brand name, the locale, and the
// origin the links point to: the product origin (PUBLIC_URL) for the default channel `photoprint-gb`, else the
// brand's local site `http://<channel>.localhost:<PUBLIC_URL port>`.

export interface Channel {
  id: string;
  brandName: string;
  locale: string;
}

export const DEFAULT_CHANNEL = 'photoprint-gb';

export const CHANNELS: readonly Channel[] = [
  { id: 'photoprint-gb', brandName: 'PhotoPrint', locale: 'en-GB' },
  { id: 'photoprint-ie', brandName: 'PhotoPrint', locale: 'en-IE' },
  { id: 'fotoprint-nl', brandName: 'FotoPrint', locale: 'nl-NL' },
  { id: 'fotoprint-be', brandName: 'FotoPrint', locale: 'nl-BE' },
  { id: 'fotodruck-de', brandName: 'FotoDruck', locale: 'de-DE' },
  { id: 'fotodruck-at', brandName: 'FotoDruck', locale: 'de-AT' },
  { id: 'photoimpression-fr', brandName: 'PhotoImpression', locale: 'fr-FR' },
  { id: 'fotoimpresion-es', brandName: 'FotoImpresión', locale: 'es-ES' },
  { id: 'fotoutskrift-se', brandName: 'FotoUtskrift', locale: 'sv-SE' },
  { id: 'fotoutskrift-no', brandName: 'FotoUtskrift', locale: 'nb-NO' },
];

/** The field error of a channel (vendor) id that names no channel. */
export const UNKNOWN_CHANNEL_MESSAGE = 'This sales channel is not known';

/** The channel of that id (exact, as the brand registry spells it), if known. */
export function findChannel(id: unknown): Channel | undefined {
  return typeof id === 'string' ? CHANNELS.find((c) => c.id === id) : undefined;
}

/** Where the channel's links point: the product origin for the default channel, else its local brand site. */
export function channelOrigin(channel: Channel, publicUrl: string): string {
  const product = new URL(publicUrl);
  if (channel.id === DEFAULT_CHANNEL) return product.origin;
  return `http://${channel.id}.localhost${product.port ? `:${product.port}` : ''}`;
}

/** The sender of the channel's e-mails. */
export const channelSender = (channel: Channel) => ({ name: channel.brandName, address: `no-reply@${channel.id}.example` });
