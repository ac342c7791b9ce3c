import { createElement } from 'react';
import type { PageLoader } from '../../app/lazy-page.tsx';
import { secure } from '../../app/require-auth.tsx';

/**
 * Marks a lazy account page for visitors, or for a signed-in player bringing a partner's pick (see
 * `GuestOrPick`); the guard's code loads with the page, not with the site.
 *
 * @example signin: guestOrPick(() => import('./SignInPage.tsx').then((m) => ({ default: m.SignInPage })))
 */
function guestOrPick(load: PageLoader): PageLoader {
  return () =>
    Promise.all([load(), import('./pick-guard.tsx')]).then(([page, { GuestOrPick }]) => ({
      default: () => createElement(GuestOrPick, null, createElement(page.default)),
    }));
}

/**
 * The lazy loaders of the account and profile routes, guards included (spec 1 section 2; /signin and
 * /signup also take a signed-in player's pick from a partner's planning to the cart).
 */
export const accountLoaders = {
  signin: guestOrPick(() => import('./SignInPage.tsx').then((m) => ({ default: m.SignInPage }))),
  signup: guestOrPick(() => import('./SignUpPage.tsx').then((m) => ({ default: m.SignUpPage }))),
  forgotPassword: () => import('./ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
  resetPassword: () => import('./ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  activation: () => import('./ActivationPage.tsx').then((m) => ({ default: m.ActivationPage })),
  profile: secure(() => import('../profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
} satisfies Record<string, PageLoader>;
