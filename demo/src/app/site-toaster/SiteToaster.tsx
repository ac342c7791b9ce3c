import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../after-first-paint.tsx';
import { onHeldToast } from './held-toasts.ts';

const LoadedToaster = lazy(() => import('./LoadedToaster.tsx'));

/**
 * The site's toaster: sonner comes after the first page's first paint, or as soon as a toast is asked for
 * (held until then by held-toasts.ts). Call `holdToasts()` before the first render.
 *
 * @example <SiteToaster />
 */
export function SiteToaster() {
  const isAfterFirstPaint = useAfterFirstPaint();
  const [isToastWaiting, setIsToastWaiting] = useState(false);
  useEffect(() => onHeldToast(() => setIsToastWaiting(true)), []);
  if (!isAfterFirstPaint && !isToastWaiting) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
