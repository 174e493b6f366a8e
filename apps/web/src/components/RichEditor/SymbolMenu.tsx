import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode } from 'react';

interface SymbolMenuProps {
  label: string;
  icon: ReactNode;
  symbols: readonly string[];
  onInsert: (symbol: string) => void;
}

/** A toolbar button whose popover offers a grid of symbols to insert at the cursor. */
export function SymbolMenu({ label, icon, symbols, onInsert }: SymbolMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const insert = (symbol: string) => {
    setAnchor(null);
    onInsert(symbol);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        id={menuId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box sx={{ p: 1, display: 'grid', gridTemplateColumns: 'repeat(6, 40px)', gap: 0.5 }}>
          {symbols.map((symbol) => (
            <Button key={symbol} onClick={() => insert(symbol)} sx={{ minWidth: 0, fontSize: 18 }}>
              {symbol}
            </Button>
          ))}
        </Box>
      </Popover>
    </>
  );
}
