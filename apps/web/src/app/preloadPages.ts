import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const canPreload = (type: unknown): type is { preload(): Promise<void> } =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Starts downloading every lazy page the route at `pathname` renders, together; settles once all have arrived
 * or failed. Left to render, each page's chunk would be asked for only once the page around it had arrived:
 * the dashboard's layout, then its page.
 */
export function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const downloads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    return canPreload(type) ? type.preload() : undefined;
  });
  return Promise.all(downloads).then(() => {});
}
