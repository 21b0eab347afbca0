// PUT /v1/widget/{code}/share?vendorId&fromName&personalMessage&toEmailAddress — every value base64 (UTF-8).
// 401 without a widget of the customer's; 400 with fieldErrors (recipient e-mail, sender name, a vendorId that names
// no channel; a value that is not base64 or too long is refused the same way; a sender name that is not plain text,
// @my-account/brands' senderNameProblem); 409 BLOCKED for a blocked order, NOT_READY while REQUESTED; 429
// TOO_MANY_REQUESTS past the share limits (orders/share-limits.ts). The share is stored (widget_shares) and e-mailed
// to the recipient in the brand and language of the channel (orders/share-mail.ts); 502 MAIL_FAILED when the e-mail
// could not be sent.
import { SENDER_NAME_MESSAGES, senderNameProblem } from '@my-account/brands';
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/widget-api';
import { findChannel, UNKNOWN_CHANNEL_MESSAGE } from '../../mail/channels';
import { isCode, type OrderDeps } from '../../orders/deps';
import { storeAndSendShare } from '../../orders/share-mail';
import { findWidget, widgetRefusal } from '../../orders/widgets';

type ErrorBody = operations['shareWidget']['responses']['400']['content']['application/json'];
type FieldError = NonNullable<ErrorBody['fieldErrors']>[number];

export const SHARE_MESSAGES = {
  toEmailAddress: 'Please enter a valid e-mail address',
  personalMessage: 'The personal message is too long',
  vendorId: 'A vendor is required',
  tooMany: 'Too many shares have been sent. Please try again later.',
} as const;

/** Contract maxLength of the encoded values; the decoded ones are bounded too. */
const ENCODED_MAX = { vendorId: 200, fromName: 200, personalMessage: 2000, toEmailAddress: 500 } as const;
const DECODED_MAX = { vendorId: 100, fromName: 100, personalMessage: 1000, toEmailAddress: 254 } as const;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

type Field = keyof typeof ENCODED_MAX;

/** The decoded value; undefined when absent, null when not valid base64 UTF-8 or too long. */
function decode(value: unknown, field: Field): string | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > ENCODED_MAX[field] || !BASE64.test(value)) return null;
  const text = Buffer.from(value, 'base64').toString('utf8');
  if (text.includes('\uFFFD') || /[\p{Cc}]/u.test(text.replace(/[\n\r\t]/g, '')) || text.length > DECODED_MAX[field]) return null;
  return text;
}

export function shareRoutes(deps: OrderDeps): Router {
  const router = Router();
  router.put('/v1/widget/:code/share', async (req: Request, res: Response<ErrorBody>) => {
    const code = String(req.params.code);
    const widget = isCode(code) ? await findWidget(deps, req.accountId!, code) : undefined;
    if (!widget) return void res.status(401).json({ code: 'NO_WIDGET', message: 'No online version for this product.' });

    const values = Object.fromEntries((Object.keys(ENCODED_MAX) as Field[]).map((f) => [f, decode(req.query[f], f)])) as Record<Field, string | null | undefined>;
    const errors: FieldError[] = [];
    // The name goes into the subject: plain text (no line breaks, hidden characters or web addresses), runs of spaces one.
    const fromName = values.fromName?.replace(/ +/g, ' ').trim();
    const nameProblem = values.fromName === null ? 'INVALID' : senderNameProblem(values.fromName ?? '');
    const email = values.toEmailAddress?.trim();
    const vendorId = values.vendorId?.trim();
    const channel = findChannel(vendorId);
    if (!email || !EMAIL.test(email)) errors.push({ field: 'toEmailAddress', message: SHARE_MESSAGES.toEmailAddress });
    if (nameProblem) errors.push({ field: 'fromName', message: SENDER_NAME_MESSAGES[nameProblem] });
    if (values.personalMessage === null) errors.push({ field: 'personalMessage', message: SHARE_MESSAGES.personalMessage });
    if (!vendorId) errors.push({ field: 'vendorId', message: SHARE_MESSAGES.vendorId });
    else if (!channel) errors.push({ field: 'vendorId', message: UNKNOWN_CHANNEL_MESSAGE });
    if (errors.length || !channel) return void res.status(400).json({ code: 'INVALID_SHARE', message: 'The share is not valid.', fieldErrors: errors });

    const refused = await widgetRefusal(deps.db, widget, 'shared');
    if (refused) return void res.status(409).json(refused);

    const outcome = await storeAndSendShare(deps, {
      customerId: req.accountId!, productCode: code, channel, fromName: fromName!, personalMessage: values.personalMessage?.trim() || null,
      toEmail: email!, viewUrl: widget.viewUrl!,
    });
    if (outcome === 'limited') return void res.status(429).json({ code: 'TOO_MANY_REQUESTS', message: SHARE_MESSAGES.tooMany });
    if (outcome === 'failed') return void res.status(502).json({ code: 'MAIL_FAILED', message: 'The e-mail could not be sent. Please try again later.' });
    res.status(204).end();
  });
  return router;
}
