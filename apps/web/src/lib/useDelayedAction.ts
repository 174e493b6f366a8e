import { useCallback, useEffect, useRef } from 'react';

/** Runs an action after a delay unless the component unmounts first (spec: redirects after 2 s). */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((action, delayMs) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delayMs);
  }, []);
}
