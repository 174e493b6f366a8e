import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_VISIBLE_LIMIT } from '@quillbid/shared';
import { Toaster } from 'sonner';
import { useThemeMode } from '../lib/themeMode';

export function AppToaster() {
  const { mode } = useThemeMode();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      hotkey={[...TOAST_HOTKEY]}
      visibleToasts={TOAST_VISIBLE_LIMIT}
      theme={mode}
      richColors
      closeButton
    />
  );
}
