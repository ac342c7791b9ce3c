import type { PageLoader } from '../../app/lazy-page.tsx';
import { guestOnly, secure } from '../../app/require-auth.tsx';

/** The lazy loaders of the account and profile routes, guards included (spec 1 section 2). */
export const accountLoaders = {
  signin: guestOnly(() => import('./SignInPage.tsx').then((m) => ({ default: m.SignInPage }))),
  signup: guestOnly(() => import('./SignUpPage.tsx').then((m) => ({ default: m.SignUpPage }))),
  forgotPassword: () => import('./ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
  resetPassword: () => import('./ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  activation: () => import('./ActivationPage.tsx').then((m) => ({ default: m.ActivationPage })),
  profile: secure(() => import('../profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
} satisfies Record<string, PageLoader>;
