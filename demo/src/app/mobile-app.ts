/**
 * Name and value of the cookie the mobile app's webview sets before it loads the site.
 *
 * The spec only says the webview is "detected by a cookie"; we chose `mobileApp=true`. When it is present
 * the site runs with hash routing (the webview loads local `#/...` URLs) and hides the cookie banner (the
 * app asks for consent itself).
 */
export const MOBILE_APP_COOKIE = 'mobileApp';

/** True when the page runs inside the mobile app's webview (cookie `mobileApp=true`). */
export function isMobileApp(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${MOBILE_APP_COOKIE}=true`);
}

let pageAnswer: boolean | undefined;

/**
 * {@link isMobileApp} read once per page load: the webview sets its cookie before the site loads, and each
 * read of `document.cookie` is a synchronous call to the browser (10 to 20 ms in a phone profile's first
 * task).
 */
export function isMobileAppPage(): boolean {
  pageAnswer ??= isMobileApp();
  return pageAnswer;
}

/** Forgets the page's answer (a test that plays the webview sets its cookie after another test). */
export function forgetMobileAppPage(): void {
  pageAnswer = undefined;
}

/**
 * In hash mode, turn a deep link such as `/signin?x=1#top` into `/#/signin?x=1#top` so the hash router sees
 * it, and make the bare root show `/#/`.
 */
export function toHashUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  if (location.hash.startsWith('#/')) return null;
  return `/#${location.pathname}${location.search}${location.hash}`;
}
