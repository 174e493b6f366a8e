import type { ExternalToast } from 'sonner';

type Message = Parameters<typeof import('sonner').toast.success>[0];

/** sonner's module, from its own chunk: the toaster (app/AppToaster.tsx) and every message load it from here. */
export const loadSonner = () => import('sonner');

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: Message, data?: ExternalToast): void =>
    void loadSonner().then(({ toast }) => toast[kind](message, data));

/**
 * sonner's toasts, with sonner itself loaded when the app first draws its toaster rather than in the first
 * download of every page: no page needs it before its first message, and /login's first download is that
 * much smaller (docs/benchmarks.md, Web). A message sent before the toaster is drawn waits in sonner's
 * store and shows when it is.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: (id?: string | number): void => void loadSonner().then(({ toast }) => toast.dismiss(id)),
};
