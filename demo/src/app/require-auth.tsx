import { readStored, storageKeys } from '@multisalle/core';
import { type ComponentType, createElement, type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import type { PageLoader } from './lazy-page.tsx';

const hasStoredToken = () => readStored(storageKeys.token) !== null;

/** A secure route's content (spec 1 section 2): with no stored login token, /signin instead. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return hasStoredToken() ? children : <Navigate to="/signin" replace />;
}

/**
 * /signin and /signup (spec 1 section 2): logged in on arrival, /profile instead. Checked once, on
 * arrival, so the login made on the page keeps its own one-second redirect.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [wasLoggedIn] = useState(hasStoredToken);
  return wasLoggedIn ? <Navigate to="/profile" replace /> : children;
}

function wrap(load: PageLoader, Guard: ComponentType<{ children: ReactNode }>): PageLoader {
  return () =>
    load().then((module) => ({
      default: () => createElement(Guard, null, createElement(module.default)),
    }));
}

/**
 * Marks a lazy page as secure (login required).
 *
 * @example route('/profile', { load: secure(loadProfilePage) })
 */
export function secure(load: PageLoader): PageLoader {
  return wrap(load, RequireAuth);
}

/** Marks a lazy page as for visitors only (logged-in users go to /profile). */
export function guestOnly(load: PageLoader): PageLoader {
  return wrap(load, GuestOnly);
}
