// Reads the web mailbox (/mailbox) like a person would: the newest message to an address, then its page — the
// subject, the links of its text part and whether the HTML part is there.
import { expect } from 'vitest';

export interface MailboxMessage {
  id: string;
  subject: string;
  /** The links of the text part (their href, unescaped). */
  links: string[];
  page: string;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The messages listed for `to`, newest first (ids). */
export async function mailboxIds(baseUrl: string, to: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/href="\/mailbox\/messages\/([0-9a-f-]{36})"/g)].map((m) => m[1]!);
}

export async function readMessage(baseUrl: string, id: string): Promise<MailboxMessage> {
  const res = await fetch(`${baseUrl}/mailbox/messages/${id}`);
  expect(res.status).toBe(200);
  const page = await res.text();
  const subject = unescape(/<h1>([^<]*)<\/h1>/.exec(page)![1]!);
  const text = /<pre data-testid="mail-text">([\s\S]*?)<\/pre>/.exec(page)?.[1] ?? '';
  return { id, subject, links: [...text.matchAll(/<a href="([^"]+)">/g)].map((m) => unescape(m[1]!)), page };
}

export async function latestMessage(baseUrl: string, to: string): Promise<MailboxMessage> {
  const [id] = await mailboxIds(baseUrl, to);
  expect(id, `a message to ${to}`).toBeDefined();
  return readMessage(baseUrl, id!);
}

/** The confirmation-token query parameter of the message's first link. */
export const tokenOf = (message: MailboxMessage) => new URL(message.links[0]!).searchParams.get('confirmation-token')!;
