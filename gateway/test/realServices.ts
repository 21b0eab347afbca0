import type { Logger } from '@my-account/telemetry/logger';
import { upstreamUrlsAt } from '../src/upstreams';

// The services' own test helpers (real services in-process, the real sign-in flow), loaded at run time so the
// gateway's typecheck does not compile the services.
export interface RealServices {
  baseUrl: string;
  services: { issuer: string; db: { selectFrom(table: string): any }; supportChat: { bus: { listeners(accountId: string): number } } };
  stop(): Promise<void>;
}

const servicesHelper = (name: string) => new URL(`../../services/test/helpers/${name}.ts`, import.meta.url).href;

export const { startTestServer } = (await import(/* @vite-ignore */ servicesHelper('server'))) as {
  startTestServer(kind: 'pglite', overrides?: { log?: Logger }): Promise<RealServices>;
};
export const { signIn } = (await import(/* @vite-ignore */ servicesHelper('sign-in'))) as {
  signIn(baseUrl: string, email: string, password: string): Promise<{ accessToken: string }>;
};

/** Gateway configuration pointing every upstream at the real services on `base`. */
export const upstreamsAt = (base: string, issuer: string) => ({ oidcIssuer: issuer, ...upstreamUrlsAt(base) });

/**
 * The confirmation token of the newest e-mail to `to` in the services' web mailbox (the way a customer gets it:
 * the list page, the message page, the link's `confirmation-token`); waits up to 10 s for the e-mail.
 */
export async function mailedToken(base: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const list = await (await fetch(`${base}/mailbox?to=${encodeURIComponent(to)}`)).text();
    const message = /href="([^"]*\/mailbox\/messages\/[^"]+)"/.exec(list)?.[1];
    if (message) {
      const page = await (await fetch(new URL(message.replace(/&amp;/g, '&'), base))).text();
      const token = /confirmation-token=([A-Za-z0-9._~%-]+)/.exec(page)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation e-mail to ${to} in the mailbox`);
}
