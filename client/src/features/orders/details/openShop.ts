/** Sends the browser to the shop (a full page load: the shop is another site), e.g. the basket of a reorder. */
export function openShop(shopUrl: string): void {
  window.location.assign(shopUrl);
}
