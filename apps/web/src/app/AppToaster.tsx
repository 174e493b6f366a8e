import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_VISIBLE_LIMIT } from '@quillbid/shared';
import { Toaster } from 'sonner';
import { useThemeMode } from '../lib/themeMode';

/** `duration`: how long a toast stays, the spec's 5 s unless a test needs its toasts to outlast a slow machine. */
export function AppToaster({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const { mode } = useThemeMode();
  return (
    <Toaster
      position="top-right"
      duration={duration}
      hotkey={[...TOAST_HOTKEY]}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      theme={mode}
      richColors
      closeButton
    />
  );
}
