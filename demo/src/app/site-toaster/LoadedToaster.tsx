import { Toaster } from '@multisalle/widgets';
import { useEffect } from 'react';
import { releaseHeldToasts } from './held-toasts.ts';

/**
 * sonner's toaster, in the chunk the site loads after its first paint. Its effect runs after the
 * toaster's own (a parent's effects come after its children's): sonner listens before the held toasts are
 * asked for again.
 */
export default function LoadedToaster() {
  useEffect(() => {
    releaseHeldToasts();
  }, []);
  return <Toaster />;
}
