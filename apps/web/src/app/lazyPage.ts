import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export, so each route becomes its own chunk. */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
