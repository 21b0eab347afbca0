/** Spec §9: the page returns from the native-app redirect after this long. */
export const NATIVE_APP_REDIRECT_FALLBACK_MS = 2000;

/** The native app exists for phones and tablets only (iOS and Android). */
export function isNativeAppPlatform(userAgent: string = navigator.userAgent): boolean {
  return /android|iphone|ipad|ipod/i.test(userAgent);
}

/** The native app's URL with `album_id` when adding to an album. */
export function nativeAppUrl(redirectUrl: string, albumId?: string): string {
  const url = new URL(redirectUrl, window.location.href);
  if (albumId) url.searchParams.set('album_id', albumId);
  return url.toString();
}

export interface NativeAppLocation {
  href: string;
  assign(url: string): void;
}

/**
 * Sends the page to the native app; if the app does not take over, the page goes back to where it was after
 * NATIVE_APP_REDIRECT_FALLBACK_MS.
 */
export function redirectToNativeApp(target: string, location: NativeAppLocation = window.location): void {
  const back = location.href;
  location.assign(target);
  window.setTimeout(() => location.assign(back), NATIVE_APP_REDIRECT_FALLBACK_MS);
}
