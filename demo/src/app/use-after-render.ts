import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Gives a function that runs a task once the render asked for beside it is committed: the focus moved to
 * what a state update draws (an error, the line that replaced a button). A `setTimeout(…, 0)` raced React's
 * own scheduling after an `await`: on a loaded machine the timer could fire before the new element existed.
 */
export function useAfterRender(): (task: () => void) => void {
  const tasks = useRef<Array<() => void>>([]);
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    if (renders === 0) return;
    for (const task of tasks.current.splice(0)) task();
  }, [renders]);
  return useCallback((task: () => void) => {
    tasks.current.push(task);
    setRenders((count) => count + 1);
  }, []);
}
