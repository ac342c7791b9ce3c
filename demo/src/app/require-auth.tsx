import { readStored, storageKeys } from '@multisalle/core';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PageLoader } from './lazy-page.tsx';

const hasStoredToken = () => readStored(storageKeys.token) !== null;

/** A secure route's content (spec 1 section 2): with no stored login token, /signin instead. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return hasStoredToken() ? children : <Navigate to="/signin" replace />;
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
