import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The narrow layout's menu button. A pre-rendered dashboard shows it before the app has taken the page over,
 * when a tap would do nothing: it is disabled until then, and only this button renders again when it is.
 */
export function MenuButton({ onOpen }: { onOpen: () => void }) {
  const hydrated = useHydrated();
  return (
    <IconButton edge="start" aria-label="Open navigation menu" onClick={onOpen} disabled={!hydrated}>
      <MenuRoundedIcon />
    </IconButton>
  );
}
