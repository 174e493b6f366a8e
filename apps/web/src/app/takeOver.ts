import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sessionStatus } from '../lib/session';
import { readStoredMode } from '../lib/themeMode';
import { recordTypedFields } from '../lib/typedBeforeHydration';

/** Whether the page the server sent was drawn for this visitor: in their theme, and signed in or not as they are. */
function drawnForThisVisitor(root: HTMLElement): boolean {
  const { prerenderedTheme, prerenderedSession } = root.dataset;
  return prerenderedTheme === readStoredMode() && prerenderedSession === sessionStatus();
}

/**
 * Starts `app` in `root`. A page the server sent pre-rendered (scripts/prerender.mjs) is taken over as it is, once
 * `ready` (the code of the pages its route shows) has arrived: while a page's code is still downloading its part
 * stays as drawn, and a change around it meanwhile (the account arriving) would make React draw that part again.
 * A page drawn for someone else (the other theme, a session that has since expired) is drawn afresh instead.
 * Either way as a transition, which React works through in slices, so a tap or a key press is never kept waiting
 * long.
 */
export function takeOver(root: HTMLElement, app: ReactNode, ready: Promise<unknown>): void {
  if (drawnForThisVisitor(root)) {
    recordTypedFields(root);
    void ready.then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    startTransition(() => {
      root.replaceChildren();
      createRoot(root).render(app);
    });
  }
}
