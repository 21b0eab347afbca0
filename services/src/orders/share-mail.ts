// The share of an online photo book: stored (widget_shares, counted in shareCount), then e-mailed to the recipient
// in the channel's brand and language (mail/share-template.ts) with the link to the public view page. A failed send
// removes the stored share again (it did not happen) and answers false.
import type { Channel } from '../mail/channels';
import { renderShareMail } from '../mail/share-template';
import type { OrderDeps } from './deps';

export interface Share {
  productCode: string;
  channel: Channel;
  fromName: string;
  personalMessage: string | null;
  toEmail: string;
  viewUrl: string;
}

export async function storeAndSendShare(deps: Pick<OrderDeps, 'db' | 'mailer' | 'log'>, share: Share): Promise<boolean> {
  const { db } = deps;
  const row = await db.insertInto('widget_shares').values({
    product_code: share.productCode, vendor_id: share.channel.id, from_name: share.fromName, personal_message: share.personalMessage,
    to_email: share.toEmail,
  }).returning('id').executeTakeFirstOrThrow();
  const book = await db.selectFrom('orders').select('title').where('code', '=', share.productCode).executeTakeFirstOrThrow();
  try {
    const content = renderShareMail({
      channel: share.channel, senderName: share.fromName, bookTitle: book.title, personalMessage: share.personalMessage, viewUrl: share.viewUrl,
    });
    await deps.mailer.send({ to: share.toEmail, channel: share.channel, content });
    return true;
  } catch (error) {
    deps.log(`services: the share e-mail of ${share.productCode} could not be sent: ${String(error)}`);
    await db.deleteFrom('widget_shares').where('id', '=', row.id).execute();
    return false;
  }
}
