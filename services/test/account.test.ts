// Auth service (contracts/auth-api.yaml) over HTTP with real tokens and real e-mail through the embedded SMTP server,
// read back through the web mailbox: the e-mail change end to end (the old address no longer signs in), 409, the
// per-identity limit (429 on the 4th), refused tokens (reused, expired, tampered, another identity's, another kind),
// and the account deletion (404 at once, signed URLs refused, the library removed in the background).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { closeCodeAfter } from './helpers/live';
import { latestMessage, mailboxIds, tokenOf } from './helpers/mailbox';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn, SignInFailed } from './helpers/sign-in';

const NAMES = ['ava', 'leo', 'emma', 'lucas', 'sophie', 'mia'] as const;
type Name = (typeof NAMES)[number];
const identityPath = (name: Name) => `/auth-api/v2/identities/local/${DEMO_IDS[name]}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(databaseKinds)('auth service (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Name, string>;
  const call = jsonClient(() => server.baseUrl);
  const requestChange = (name: Name, email: string, channel = 'photoprint-gb', token = tokens[name]) =>
    call('POST', `${identityPath(name)}/emailchanges`, token, { email, channel });
  const confirmChange = (name: Name, token: string) =>
    call('POST', `${identityPath(name)}/emailchanges/${encodeURIComponent(token)}/actions/confirm`);
  const confirmDeletion = (name: Name, token: string) =>
    call('POST', `${identityPath(name)}/deleteaccount/${encodeURIComponent(token)}/actions/confirm`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('changes the e-mail end to end: the link arrives in the mailbox, confirms once, and the old address no longer signs in', async () => {
    const before = Date.now();
    const requested = await requestChange('ava', '  Ava.Wright@Example.COM ');
    expect(requested.status).toBe(202);
    expect(Date.parse(requested.body.expiresAt) - before).toBeGreaterThan(23.9 * 3600_000);

    const mail = await latestMessage(server.baseUrl, 'ava.wright@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/change-email-confirmation\\?confirmation-token=local\\.${DEMO_IDS.ava}\\.[\\w-]{43}$`));
    expect(mail.page).toContain('<iframe title="HTML version of the message" sandbox=');
    const stored = await server.services.db.selectFrom('mailbox_messages').selectAll().where('id', '=', mail.id).executeTakeFirstOrThrow();
    expect(stored.from_text).toBe('"PhotoPrint" <no-reply@photoprint-gb.example>');
    expect(stored.html_body).toContain('Confirm my new e-mail address');
    expect(stored.text_body).toContain('Hello Ava,');
    const token = tokenOf(mail);
    // Only the token's hash is stored.
    const row = await server.services.db.selectFrom('confirmation_tokens').selectAll().where('customer_id', '=', DEMO_IDS.ava).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'email_change', token_hash: sha256(token), new_email: 'ava.wright@example.com', used_at: null });
    expect(JSON.stringify(row)).not.toContain(token.split('.')[2]);

    const confirmed = await confirmChange('ava', token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'ava.wright@example.com' });
    await expect(signIn(server.baseUrl, 'ava@example.com', 'photos123')).rejects.toBeInstanceOf(SignInFailed);
    const again = await signIn(server.baseUrl, 'ava.wright@example.com', 'photos123');
    expect((await call('GET', '/customer-api/customers/me', again.accessToken)).body.email).toBe('ava.wright@example.com');
    // Single use.
    expect(await confirmChange('ava', token)).toMatchObject({ status: 404, body: { code: 'INVALID_TOKEN' } });
  });

  it('refuses an address in use (any account, this one included, any case; counted), an invalid one and an unknown channel', async () => {
    for (const email of ['OLIVER@example.com', 'emma@example.com', 'ava.wright@example.com']) {
      const res = await requestChange('emma', email);
      expect([res.status, res.body.code], email).toEqual([409, 'EMAIL_IN_USE']);
    }
    for (const email of ['nope', 'a@b', 'a b@example.com', '<x>@example.com', `${'a'.repeat(250)}@example.com`, '']) {
      const res = await requestChange('emma', email);
      expect([res.status, res.body.code], email).toEqual([400, 'INVALID_EMAIL']);
      expect(res.body.fieldErrors).toEqual([{ field: 'email', message: 'Please enter a valid e-mail address' }]);
    }
    for (const channel of ['nope', 'PHOTOPRINT-GB', '']) {
      expect((await requestChange('emma', 'emma.new@example.com', channel)).body.code, channel).toBe('UNKNOWN_CHANNEL');
    }
    expect(await mailboxIds(server.baseUrl, 'oliver@example.com')).toEqual([]);
    expect(await mailboxIds(server.baseUrl, 'emma.new@example.com')).toEqual([]);
    // The three EMAIL_IN_USE answers counted toward the limit (probing addresses is not free); invalid input did not.
    expect((await requestChange('emma', 'emma.free@example.com')).body.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailboxIds(server.baseUrl, 'emma.free@example.com')).toEqual([]);
  });

  it('needs the bearer of the path identity for requests', async () => {
    expect((await requestChange('ava', 'x@example.com', 'photoprint-gb', tokens.emma)).status).toBe(403);
    expect((await call('POST', `${identityPath('ava')}/deleteaccount`, tokens.emma, { channel: 'photoprint-gb' })).status).toBe(403);
    expect((await call('POST', `/auth-api/v2/identities/google/${DEMO_IDS.emma}/emailchanges`, tokens.emma,
      { email: 'x@example.com', channel: 'photoprint-gb' })).status).toBe(403);
    expect((await requestChange('emma', 'x@example.com', 'photoprint-gb', '')).status).toBe(401);
    expect((await call('POST', `${identityPath('emma')}/deleteaccount`, undefined, { channel: 'photoprint-gb' })).status).toBe(401);
  });

  it('allows 3 e-mail change requests per identity per rolling hour: the 4th is 429', async () => {
    for (let i = 1; i <= 3; i++) expect((await requestChange('mia', `mia.${i}@example.com`)).status).toBe(202);
    const fourth = await requestChange('mia', 'mia.4@example.com');
    expect([fourth.status, fourth.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(fourth.headers.get('retry-after')).toBe('3600');
    expect(await mailboxIds(server.baseUrl, 'mia.4@example.com')).toEqual([]);
    // Per identity and per kind: others and the deletion request are not limited by it.
    expect((await requestChange('sophie', 'sophie.1@example.com')).status).toBe(202);
    expect((await call('POST', `${identityPath('mia')}/deleteaccount`, tokens.mia, { channel: 'photoprint-gb' })).status).toBe(202);
    // Rolling: once the oldest request is more than an hour old, one more is accepted.
    const db = server.services.db;
    const oldest = await db.selectFrom('confirmation_tokens').select('id').where('customer_id', '=', DEMO_IDS.mia)
      .where('kind', '=', 'email_change').orderBy('created_at').executeTakeFirstOrThrow();
    await db.updateTable('confirmation_tokens').set({ created_at: new Date(Date.now() - 3601_000) }).where('id', '=', oldest.id).execute();
    expect((await requestChange('mia', 'mia.5@example.com')).status).toBe(202);
    expect((await requestChange('mia', 'mia.6@example.com')).status).toBe(429);
  });

  it("refuses expired, tampered, reused, another identity's and another kind's tokens", async () => {
    expect((await requestChange('lucas', 'lucas.a@example.com')).status).toBe(202);
    const a = tokenOf(await latestMessage(server.baseUrl, 'lucas.a@example.com'));
    expect((await requestChange('lucas', 'lucas.b@example.com')).status).toBe(202);
    const b = tokenOf(await latestMessage(server.baseUrl, 'lucas.b@example.com'));

    // Another identity's path, or another identity's secret under this path.
    expect(await confirmChange('sophie', a)).toMatchObject({ status: 404, body: { code: 'INVALID_TOKEN' } });
    expect(await confirmChange('sophie', a.replace(DEMO_IDS.lucas, DEMO_IDS.sophie))).toMatchObject({ status: 404 });
    // Tampered, malformed, or a token of the other kind.
    const tampered = a.slice(0, -1) + (a.endsWith('A') ? 'B' : 'A');
    for (const bad of [tampered, 'x', `${a}.x`, a.split('.').slice(0, 2).join('.')]) {
      expect((await confirmChange('lucas', bad)).status, bad).toBe(404);
    }
    expect((await confirmDeletion('lucas', a)).status).toBe(404);

    await server.services.db.updateTable('confirmation_tokens').set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256(b)).execute();
    expect(await confirmChange('lucas', b)).toMatchObject({ status: 410, body: { code: 'TOKEN_EXPIRED' } });

    expect((await confirmChange('lucas', a)).status).toBe(200);
    expect((await confirmChange('lucas', a)).status).toBe(404);
    expect((await confirmChange('lucas', b)).status).toBe(404); // used with the newer one (and expired)
    expect((await call('GET', '/customer-api/customers/me', tokens.lucas)).body.email).toBe('lucas.a@example.com');
  });

  it('answers 409 when the new address was taken before the confirmation', async () => {
    expect((await requestChange('sophie', 'sophie.2@example.com')).status).toBe(202);
    const token = tokenOf(await latestMessage(server.baseUrl, 'sophie.2@example.com'));
    await server.services.db.updateTable('customers').set({ email: 'sophie.2@example.com' }).where('id', '=', DEMO_IDS.noah).execute();
    expect(await confirmChange('sophie', token)).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
    expect((await call('GET', '/customer-api/customers/me', tokens.sophie)).body.email).toBe('sophie@example.com');
  });

  it('deletes the account: 404 at once, signed URLs refused, the library removed in the background', async () => {
    const { db, blobs } = server.services;
    const photos = (await call('GET', '/photo-api/photos?limit=100', tokens.leo)).body.images as Json[];
    expect(photos).toHaveLength(12);
    const photoUrl = photos[0]!.thumbnails[0].url as string;
    expect((await fetch(photoUrl)).status).toBe(200);
    const download = await call('POST', '/download-api/downloads', tokens.leo, { photos: photos.slice(0, 3).map((p) => p.imageId) });
    expect(download.status).toBe(202);
    await server.services.downloads.idle();
    const archiveUrl = (await call('GET', `/download-api/downloads/${download.body.id}/url`, tokens.leo)).body.url as string;
    expect((await fetch(archiveUrl)).status).toBe(200);
    const hashes = (await db.selectFrom('photos').select('content_hash').where('user_id', '=', DEMO_IDS.leo).execute()).map((r) => r.content_hash);

    const requested = await call('POST', `${identityPath('leo')}/deleteaccount`, tokens.leo, { channel: 'fotoprint-nl' });
    expect(requested.status).toBe(202);
    const mail = await latestMessage(server.baseUrl, 'leo@example.com');
    expect(mail.subject).toBe('Bevestig het verwijderen van je account');
    expect(mail.links[0]).toMatch(/^http:\/\/fotoprint-nl\.localhost:4000\/delete-account-confirmation\?confirmation-token=local\./);
    const token = tokenOf(mail);
    expect((await confirmDeletion('emma', token)).status).toBe(404);

    expect((await confirmDeletion('leo', token)).status).toBe(204);
    // At once, before the background job is done.
    expect((await call('GET', '/customer-api/customers/me', tokens.leo)).status).toBe(404);
    expect((await call('GET', '/photo-api/photos', tokens.leo)).status).toBe(404);
    expect((await fetch(photoUrl)).status).toBe(404);
    expect((await fetch(archiveUrl)).status).toBe(404);
    expect((await confirmDeletion('leo', token)).status).toBe(404);
    expect(await closeCodeAfter(server.baseUrl, '/download-api/live', JSON.stringify({ action: 'authenticate', token: tokens.leo }))).toBe(4401);
    expect((await call('POST', `${identityPath('leo')}/deleteaccount`, tokens.leo, { channel: 'photoprint-gb' })).status).toBe(404);

    await server.services.deletions.idle();
    for (const table of ['photos', 'albums', 'downloads', 'uploads', 'temp_selections'] as const) {
      expect(await db.selectFrom(table).select('id').where('user_id', '=', DEMO_IDS.leo).execute(), table).toEqual([]);
    }
    for (const hash of hashes) expect(await blobs.has(hash, 'original')).toBe(false);
    expect(await db.selectFrom('account_deletions').selectAll().where('customer_id', '=', DEMO_IDS.leo).executeTakeFirstOrThrow())
      .toMatchObject({ finished_at: expect.any(Date), photos_removed: 12 });
    // Like alex@example.com: the identity provider still signs the customer in; the APIs answer 404.
    const again = await signIn(server.baseUrl, 'leo@example.com', 'photos123');
    expect((await call('GET', '/customer-api/customers/me', again.accessToken)).status).toBe(404);
    // Other customers keep their photos.
    expect((await call('GET', '/photo-api/users', tokens.emma)).body.photosCount).toBeGreaterThan(0);
  });
});
