import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/chunkLoad';

/**
 * A lazy page that can be asked to start downloading before it renders. `preload` settles once the page has
 * arrived (or failed to); a page that has arrived renders at once, without suspending.
 */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<void> };

type PageModule<Props extends object> = { default: ComponentType<Props> };

/**
 * A settled promise whose `then` calls back at once rather than in a microtask. React.lazy reads a page handed over
 * this way in the same render instead of suspending: a pre-rendered page is then taken over in one pass, where
 * a part left suspended would be drawn again as soon as anything above it changed.
 */
function handedOver<T>(value: T): Promise<T> {
  const settled = Promise.resolve(value);
  const thenAtOnce = (onFulfilled?: ((value: T) => unknown) | null) => {
    onFulfilled?.(value);
    return settled;
  };
  return Object.assign(settled, { then: thenAtOnce as Promise<T>['then'] });
}

/**
 * React.lazy for a module's named export, so each route becomes its own chunk. A chunk that fails to load
 * reloads the page once (see loadChunk), then reaches the route's error panel.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let arrived: PageModule<Props> | undefined;
  const page = lazy(() =>
    arrived ? handedOver(arrived) : loadChunk(name, load).then((module) => ({ default: module[name] })),
  );
  // The browser fetches a module once: a render's own import waits for this download. A failure is left to that
  // import, which knows how to recover.
  return Object.assign(page, {
    preload: () =>
      load().then(
        (module) => void (arrived = { default: module[name] }),
        () => {},
      ),
  });
}
