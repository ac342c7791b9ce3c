import { Toaster } from '@multisalle/widgets';
import { useEffect } from 'react';
import { releaseHeldToasts } from './held-toasts.ts';

/**
 * sonner's toaster, in the chunk the site loads after its first paint; the toasts held until then are
 * replayed once it listens.
 */
export default function LoadedToaster() {
  useEffect(() => {
    // In the next task: the order in which a lazily loaded tree runs its effects is not the one to count on
    // (about one toast in ten was lost at the first page's load when released from here at once).
    const timer = setTimeout(releaseHeldToasts, 0);
    return () => clearTimeout(timer);
  }, []);
  return <Toaster />;
}
