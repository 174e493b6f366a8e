import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page that was pre-rendered at build time, true once it has (and from the
 * first render of a page drawn in the browser). A control that needs the app's code can wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
