import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_VISIBLE_LIMIT } from '@quillbid/shared';
import { lazy, Suspense } from 'react';
import { useThemeMode } from '../lib/themeMode';
import { loadSonner } from '../lib/toast';

// Its own chunk, fetched as the app first draws: see lib/toast.ts.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** `duration`: how long a toast stays, the spec's 5 s unless a test needs its toasts to outlast a slow machine. */
export function AppToaster({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const { mode } = useThemeMode();
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={duration}
        hotkey={[...TOAST_HOTKEY]}
        visibleToasts={TOAST_VISIBLE_LIMIT}
        theme={mode}
        richColors
        closeButton
      />
    </Suspense>
  );
}
