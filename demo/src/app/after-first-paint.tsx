import { type ReactNode, useEffect, useState } from 'react';

/**
 * Whether the page first loaded is still the one shown. On it, what a player does not see at first (the
 * footer, a page's lower sections) waits for the first paint, each part in a task of its own: measured with
 * Lighthouse's mobile preset, the first render of a page was one long task that held the first
 * paint and counted whole in the blocking time. After a move to another page everything renders at once, so
 * pages (and their scroll restoration) are whole. The server's render of the first screen
 * (first-screen/render.tsx) is that first page too: what waits for its paint is not in it.
 */
let isFirstPage = true;

/** The player moved to another page: from now on nothing waits (main.tsx calls it from the router). */
export function noteNavigation(): void {
  isFirstPage = false;
}

/** Runs `run` after the next frame is painted: a frame, then a task (a frame's callbacks run before paint). */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False while a part of the first page loaded waits for the paint of what is above it; true otherwise.
 *
 * @example const isShown = useAfterFirstPaint(); return isShown ? <Footer /> : null;
 */
export function useAfterFirstPaint(): boolean {
  const [isShown, setIsShown] = useState(!isFirstPage);
  useEffect(() => {
    if (isShown) return;
    return afterNextPaint(() => setIsShown(true));
  }, [isShown]);
  return isShown;
}

/**
 * Renders its children once what is above them is painted (at once after a move to another page). Below
 * the fold only: what comes later must not move what the player already sees (no layout shift).
 *
 * @example <AfterFirstPaint><Footer /></AfterFirstPaint>
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
