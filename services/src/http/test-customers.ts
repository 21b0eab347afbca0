// Fresh customers for tests: a switch that makes a new customer from a demo template, so that every end-to-end
// journey that changes data has a customer of its own. Off unless SERVICES_TEST_CUSTOMERS=on (the end-to-end stack
// turns it on; `npm start` never does): without it the path does not exist (404).
//
//   POST /_test-customers   {"template":"small-library"}   → 201 {id, email, password, firstName, lastName, orderCodes}
//
// `template` is the kind of a demo account (services/src/db/demo-accounts.json). An unknown kind is a 400.
// `newsletterChannel` (optional): the site the copy's pending newsletter subscription was made on, so its confirmation
// e-mail comes from that brand site (an unknown channel is a 400).
import express, { type Router } from 'express';
import { sendPendingConfirmations } from '../account/subscriptions';
import type { AccountDeps } from '../account/deps';
import { createFreshCustomer, templateKinds } from '../db/fresh-customer';
import { findChannel, UNKNOWN_CHANNEL_MESSAGE } from '../mail/channels';

export function testCustomerRoutes(account: AccountDeps): Router {
  const router = express.Router();
  router.post('/', express.json({ limit: '1kb' }), async (req, res, next) => {
    try {
      const { template, newsletterChannel } = (req.body ?? {}) as { template?: unknown; newsletterChannel?: unknown };
      if (typeof template !== 'string' || !templateKinds().includes(template)) {
        return void res.status(400).json({ code: 'INVALID_TEMPLATE', message: `template must be one of: ${templateKinds().join(', ')}.` });
      }
      const channel = newsletterChannel === undefined ? undefined : findChannel(newsletterChannel);
      if (newsletterChannel !== undefined && !channel) {
        return void res.status(400).json({ code: 'UNKNOWN_CHANNEL', message: UNKNOWN_CHANNEL_MESSAGE });
      }
      const customer = await createFreshCustomer(account.db, template, { newsletterChannel: channel?.id });
      if (!customer) return void res.status(409).json({ code: 'TEMPLATE_MISSING', message: `The demo customer ${template} is not in the database.` });
      // A pending newsletter subscription of the template: its confirmation e-mail goes to the new address.
      if (account.mailer.embeddedPort !== undefined) await sendPendingConfirmations(account);
      res.status(201).json(customer);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
