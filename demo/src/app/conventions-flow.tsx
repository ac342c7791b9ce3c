import type { ConventionTrigger } from '@multisalle/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded on the first check only (after a login, before a booking): the modal brings DOMPurify, which
// the home page has no use for.
const ConventionsModal = lazy(() =>
  import('@multisalle/widgets/conventions').then((module) => ({ default: module.ConventionsModal })),
);

interface Request {
  id: number;
  hallId: number | null;
  trigger: ConventionTrigger;
  resolve: (isValidated: boolean) => void;
}

let current: Request | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function setCurrent(request: Request | null): void {
  current = request;
  for (const listener of listeners) listener();
}

/**
 * Runs the conventions check (spec 2 section 4) in the site's one {@link ConventionsHost}: resolves `true`
 * once every convention is validated (at once when none is left), `false` when the player cancels.
 *
 * @example setAfterLoginCheck(() => runConventionsCheck(null, 'connexion'))
 */
export function runConventionsCheck(hallId: number | null, trigger: ConventionTrigger): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => setCurrent({ id: ++nextId, hallId, trigger, resolve }));
}

/** Where the conventions modal of {@link runConventionsCheck} renders; mounted once beside the router. */
export function ConventionsHost() {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  if (!request) return null;
  const finish = (isValidated: boolean) => {
    if (current?.id === request.id) setCurrent(null);
    request.resolve(isValidated);
  };
  return (
    <Suspense fallback={null}>
      <ConventionsModal
        key={request.id}
        hallId={request.hallId}
        trigger={request.trigger}
        onSuccess={() => finish(true)}
        onClose={() => finish(false)}
      />
    </Suspense>
  );
}
