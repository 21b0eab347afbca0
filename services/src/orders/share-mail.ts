// The share of an online photo book: counted against the share limits (./share-limits.ts) and stored (widget_shares,
// counted in shareCount) in one transaction, then e-mailed to the recipient in the channel's brand and language
// (mail/share-template.ts) with the link to the public view page. A failed send removes both rows again (it did not
// happen, and does not count).
import type { Channel } from '../mail/channels';
import { renderShareMail } from '../mail/share-template';
import type { OrderDeps } from './deps';
import { forgetShareMail, recordShareMail } from './share-limits';

export interface Share {
  customerId: string;
  productCode: string;
  channel: Channel;
  fromName: string;
  personalMessage: string | null;
  toEmail: string;
  viewUrl: string;
}

/** Sent; refused by a share limit (nothing stored or sent); or the e-mail could not be sent (nothing kept). */
export type ShareOutcome = 'sent' | 'limited' | 'failed';

export async function storeAndSendShare(deps: Pick<OrderDeps, 'db' | 'mailer' | 'log'>, share: Share): Promise<ShareOutcome> {
  const { db } = deps;
  const stored = await db.transaction().execute(async (trx) => {
    const mail = await recordShareMail(trx, share.customerId, share.toEmail);
    if (!mail) return null;
    const row = await trx.insertInto('widget_shares').values({
      product_code: share.productCode, vendor_id: share.channel.id, from_name: share.fromName, personal_message: share.personalMessage,
      to_email: share.toEmail,
    }).returning('id').executeTakeFirstOrThrow();
    return { mail, share: row.id };
  });
  if (!stored) return 'limited';
  const book = await db.selectFrom('orders').select('title').where('code', '=', share.productCode).executeTakeFirstOrThrow();
  try {
    const content = renderShareMail({
      channel: share.channel, senderName: share.fromName, bookTitle: book.title, personalMessage: share.personalMessage, viewUrl: share.viewUrl,
    });
    await deps.mailer.send({ to: share.toEmail, channel: share.channel, content });
    return 'sent';
  } catch (error) {
    deps.log.error({ err: error, productCode: share.productCode }, 'the share e-mail could not be sent');
    await db.deleteFrom('widget_shares').where('id', '=', stored.share).execute();
    await forgetShareMail(db, stored.mail);
    return 'failed';
  }
}
