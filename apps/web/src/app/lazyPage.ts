import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/chunkLoad';

/** A lazy page that can be asked to start downloading before it renders. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload(): void };

/**
 * React.lazy for a module's named export, so each route becomes its own chunk. A chunk that fails to load
 * reloads the page once (see loadChunk), then reaches the route's error panel.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  const page = lazy(async () => ({ default: (await loadChunk(name, load))[name] }));
  // The browser fetches a module once: the render's own import then waits for this download. A failure is
  // left to that import, which knows how to recover.
  return Object.assign(page, { preload: () => void load().catch(() => {}) });
}
