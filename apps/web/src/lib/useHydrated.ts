import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is pre-rendered at build time and while React takes such a page over; true once it has
 * (and from the first render of a page drawn in the browser). A control that needs the app's code can wait for
 * it. React renders each component that asks once more, at once, when the page has been taken over: asking in
 * small components keeps that render short.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `value` once the page has been taken over, and nothing before. A pre-rendered page was drawn without what
 * only the browser knows (the signed-in user, the server's config, the extension's answer): taking it over
 * with a first render that shows them would not match the page, and React would draw it all again.
 */
export function useAfterHydration<T>(value: T): T | undefined {
  return useHydrated() ? value : undefined;
}
