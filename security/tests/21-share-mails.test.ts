// Share e-mails of an online photo book, as a spammer would send them: in the brand's name, to anyone, as fast as the
// gateway answers. The sender name is plain text (no control, bidi or zero-width characters, no web address, at most
// 60 characters), refused by the gateway (INVALID_INPUT on `senderName`) and by the widget service (400 on `fromName`);
// a customer sends at most 10 shares an hour, an address receives at most 3 an hour (then a typed TOO_MANY_REQUESTS);
// the subject quotes the name in the brand's own words. Nothing refused reaches the services' mailbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, ROOT, sleep, type Customer } from '../harness';
import { ask, rest } from './context';

const DEMO = (JSON.parse(readFileSync(join(ROOT, 'services/src/db/demo-orders.json'), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const productCode = (name: string) => `${DEMO[name]!.code}-1`;
const gid = (type: string, local: string) => Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');
const EMMA_BOOK = productCode('photoBookReady');
const SOPHIE_BOOK = productCode('sophiePhotoBook');
const CHANNEL = 'photoprint-gb';
const RUN = Date.now().toString(36);
const address = (name: string) => `${name}.${RUN}@example.net`;

const SHARE = `mutation($input: ShareOnlinePhotoBookInput!) { shareOnlinePhotoBook(input: $input) {
  product { id } error { reason message } fieldErrors { field message } } }`;

const share = (customer: Customer, code: string, senderName: string, recipientEmail: string) =>
  ask(customer, SHARE, { input: { productId: gid('OrderProduct', code), senderName, recipientEmail, channel: CHANNEL } });

/** The share as the gateway sends it to the widget service, straight from the customer (every value base64). */
const shareDirectly = (customer: Customer, code: string, fromName: string, toEmailAddress: string) => {
  const query = new URLSearchParams(Object.entries({ vendorId: CHANNEL, fromName, toEmailAddress })
    .map(([key, value]) => [key, Buffer.from(value, 'utf8').toString('base64')]));
  return rest(customer, 'PUT', `/widget-api/v1/widget/${code}/share?${query}`);
};

/** The subjects of the mails to `to` in the services' mailbox, newest first (waits up to `expected` of them). */
async function subjectsTo(to: string, expected = 0): Promise<string[]> {
  let subjects: string[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const list = await rest(null, 'GET', `/mailbox?to=${encodeURIComponent(to)}`);
    subjects = [...list.text.matchAll(/<a class="subject"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    if (subjects.length >= expected) break;
    await sleep(250);
  }
  return subjects;
}

const NAMES: Record<string, string> = {
  'right-to-left override': 'Emma \u202Egnp.exe',
  'left-to-right isolate': 'Emma \u2066PhotoPrint\u2069',
  'right-to-left mark': 'Emma\u200F',
  'arabic letter mark': 'Emma\u061C',
  'zero-width space': 'Photo\u200BPrint',
  'zero-width joiner': 'Photo\u200DPrint',
  'word joiner': 'Photo\u2060Print',
  'byte order mark': '\uFEFFPhotoPrint',
  'control character': 'Emma\u0007',
  'a URL': 'PhotoPrint security: your account is locked, verify at https://evil.example/v now -',
  'www.': 'Visit www.evil-example.com',
  'a domain': 'evil-example.co.uk support',
  '61 characters': 'E'.repeat(61),
};

describe('the sender name is plain text', () => {
  it('the gateway refuses bidi, zero-width and control characters, web addresses and 61 characters on `senderName`; nothing is sent', async () => {
    for (const [what, name] of Object.entries(NAMES)) {
      const to = address(`name-${what.replace(/\W+/g, '-')}`);
      const answer = await share('sophie', SOPHIE_BOOK, name, to);
      expect(answer.body.errors, what).toBeUndefined();
      expect(answer.body.data?.shareOnlinePhotoBook, what).toMatchObject({
        product: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'senderName', message: expect.any(String) }],
      });
    }
    const long = await share('sophie', SOPHIE_BOOK, 'E'.repeat(200), address('name-200'));
    expect(codeOf(long), '200 characters').toBe('BAD_USER_INPUT');
    await sleep(500);
    for (const what of [...Object.keys(NAMES), '200']) expect(await subjectsTo(address(`name-${what.replace(/\W+/g, '-')}`)), what).toEqual([]);
  });

  it('the widget service refuses them too (400 on `fromName`, 200 characters included); nothing is sent', async () => {
    const names = { ...NAMES, '200 characters': 'E'.repeat(200) };
    for (const [what, name] of Object.entries(names)) {
      const answer = await shareDirectly('sophie', SOPHIE_BOOK, name, address(`direct-${what.replace(/\W+/g, '-')}`));
      expect(answer.status, what).toBe(400);
      expect(answer.json().fieldErrors, what).toEqual([{ field: 'fromName', message: expect.any(String) }]);
    }
    await sleep(500);
    for (const what of Object.keys(names)) expect(await subjectsTo(address(`direct-${what.replace(/\W+/g, '-')}`)), what).toEqual([]);
  });

  it("the subject is the brand's own words with the name quoted", async () => {
    const to = address('subject');
    const answer = await share('sophie', SOPHIE_BOOK, 'PhotoPrint security team', to);
    expect(answer.body.data?.shareOnlinePhotoBook.error).toBeNull();
    expect(await subjectsTo(to, 1)).toEqual(['“PhotoPrint security team” shared an online photo book with you']);
  });
});

describe('share limits', () => {
  it('the 4th share to one address within the hour → TOO_MANY_REQUESTS, whoever sends it; not sent', async () => {
    const victim = address('victim');
    for (let i = 1; i <= 3; i += 1) {
      expect((await share('sophie', SOPHIE_BOOK, 'Sophie', victim)).body.data?.shareOnlinePhotoBook.error, `share ${i}`).toBeNull();
    }
    for (const [customer, code, to] of [['sophie', SOPHIE_BOOK, victim], ['sophie', SOPHIE_BOOK, victim.toUpperCase()], ['emma', EMMA_BOOK, victim]] as const) {
      const answer = await share(customer, code, 'Sophie', to);
      expect(answer.body.errors, `${customer} → ${to}`).toBeUndefined();
      expect(answer.body.data?.shareOnlinePhotoBook, `${customer} → ${to}`).toEqual({
        product: null, error: { reason: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/try again later/) }, fieldErrors: [],
      });
    }
    expect((await shareDirectly('sophie', SOPHIE_BOOK, 'Sophie', victim)).status).toBe(429);
    await sleep(500);
    expect(await subjectsTo(victim, 3)).toHaveLength(3);
  });

  it("the 11th share of a customer within the hour → TOO_MANY_REQUESTS; not sent", async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await share('emma', EMMA_BOOK, 'Emma', address(`emma-${i}`))).body.data?.shareOnlinePhotoBook.error, `share ${i}`).toBeNull();
    }
    const eleventh = await share('emma', EMMA_BOOK, 'Emma', address('emma-11'));
    expect(eleventh.body.errors).toBeUndefined();
    expect(eleventh.body.data?.shareOnlinePhotoBook).toEqual({
      product: null, error: { reason: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/try again later/) }, fieldErrors: [],
    });
    expect((await shareDirectly('emma', EMMA_BOOK, 'Emma', address('emma-12'))).status).toBe(429);
    await sleep(500);
    expect(await subjectsTo(address('emma-11'))).toEqual([]);
    expect(await subjectsTo(address('emma-12'))).toEqual([]);
    expect(await subjectsTo(address('emma-10'), 1)).toHaveLength(1);
  });
});
