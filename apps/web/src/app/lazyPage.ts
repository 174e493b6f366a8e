import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/chunkLoad';

/**
 * React.lazy for a module's named export, so each route becomes its own chunk. A chunk that fails to load
 * reloads the page once (see loadChunk), then reaches the route's error panel.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await loadChunk(name, load))[name] }));
}
