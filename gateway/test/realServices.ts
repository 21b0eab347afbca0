// The services' own test helpers (real services in-process, the real sign-in flow), loaded at run time so the
// gateway's typecheck does not compile the services.
export interface RealServices {
  baseUrl: string;
  services: { issuer: string; db: { selectFrom(table: string): any }; supportChat: { bus: { listeners(accountId: string): number } } };
  stop(): Promise<void>;
}

const servicesHelper = (name: string) => new URL(`../../services/test/helpers/${name}.ts`, import.meta.url).href;

export const { startTestServer } = (await import(/* @vite-ignore */ servicesHelper('server'))) as {
  startTestServer(kind: 'pglite'): Promise<RealServices>;
};
export const { signIn } = (await import(/* @vite-ignore */ servicesHelper('sign-in'))) as {
  signIn(baseUrl: string, email: string, password: string): Promise<{ accessToken: string }>;
};

/** Gateway configuration pointing every upstream at the real services on `base`. */
export const upstreamsAt = (base: string, issuer: string) => ({
  oidcIssuer: issuer,
  customerApiUrl: `${base}/customer-api`,
  photoApiUrl: `${base}/photo-api`,
  storageApiUrl: `${base}/storage-api`,
  sharedAlbumsApiUrl: `${base}/shared-albums-api`,
  tempSelectionApiUrl: `${base}/temp-selection-api`,
  printsEditorUrl: `${base}/editor`,
  photoImportSocketUrl: `${base.replace('http', 'ws')}/photo-api/import`,
  downloadApiUrl: `${base}/download-api`,
  downloadSocketUrl: `${base.replace('http', 'ws')}/download-api/live`,
  orderApiUrl: `${base}/order-api`,
  productApiUrl: `${base}/product-api`,
  invoiceApiUrl: `${base}/invoice-api`,
  projectApiUrl: `${base}/project-api`,
  voucherApiUrl: `${base}/voucher-api`,
  widgetApiUrl: `${base}/widget-api`,
  authApiUrl: `${base}/auth-api`,
  subscriptionApiUrl: `${base}/subscription-api`,
  merchandiseApiUrl: `${base}/merchandise-api`,
  publicConfigUrl: `${base}/public-config-api`,
  feedbackApiUrl: `${base}/feedback-api`,
  testingApiUrl: `${base}/testing-api`,
  supportChatApiUrl: `${base}/support-chat-api`,
  supportChatSocketUrl: `${base.replace('http', 'ws')}/support-chat-api/live`,
});

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
