import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $siteUpdate } from './update-state.ts';

const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * Where the offer of a new version appears. Only this and its store are in the first load: the
 * prompt itself loads when a new version is there to offer. A page nobody answers (`isUnattended`: the
 * hall's screens) takes the new version at once instead: an offer would stay on the screen for good.
 */
export function SiteUpdateOffer({ isUnattended = () => false }: { isUnattended?: () => boolean }) {
  const takeUpdate = useStore($siteUpdate);
  const isTakenAlone = takeUpdate !== null && isUnattended();
  useEffect(() => {
    if (isTakenAlone) void takeUpdate?.();
  }, [isTakenAlone, takeUpdate]);
  if (!takeUpdate || isTakenAlone) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
