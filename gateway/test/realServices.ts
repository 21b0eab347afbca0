// The services' own test helpers (real services in-process, the real sign-in flow), loaded at run time so the
// gateway's typecheck does not compile the services.
export interface RealServices {
  baseUrl: string;
  services: { issuer: string; db: { selectFrom(table: string): any } };
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
  voucherApiUrl: `${base}/voucher-api`,
  widgetApiUrl: `${base}/widget-api`,
});
