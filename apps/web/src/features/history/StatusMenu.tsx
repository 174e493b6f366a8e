import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';
import CircleIcon from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import { nextStatuses, proposalStatusLabels, type ProposalStatus } from '@quillbid/shared';
import { useId, useState, type MouseEvent } from 'react';

/**
 * Each status's colour, worn by a dot beside its word: the word itself stays in the text colour, which reads
 * in both themes where a coloured word on a coloured chip often would not.
 */
const tone: Record<ProposalStatus, (theme: Theme) => string> = {
  draft: (theme) => theme.palette.text.disabled,
  sent: (theme) => theme.palette.info.main,
  viewed: (theme) => theme.palette.secondary.main,
  replied: (theme) => theme.palette.primary.main,
  interview: (theme) => theme.palette.warning.main,
  hired: (theme) => theme.palette.success.main,
  not_answered: (theme) => theme.palette.grey[500],
  declined: (theme) => theme.palette.error.main,
};

export function StatusDot({ status }: { status: ProposalStatus }) {
  return <CircleIcon aria-hidden sx={{ fontSize: 10, color: tone[status] }} />;
}

interface StatusMenuProps {
  status: ProposalStatus;
  /** Called with the status chosen from the menu. */
  onChange: (status: ProposalStatus) => void;
  /** A change of this proposal is on its way to the server: another waits until it is answered. */
  pending?: boolean;
}

/**
 * A proposal's status as a chip; choosing it opens a menu of the statuses it may move to (`nextStatuses`).
 * A proposal that is hired or declined has none, and its chip is not a button.
 */
export function StatusMenu({ status, onChange, pending = false }: StatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = proposalStatusLabels[status];
  const options = nextStatuses(status);
  const icon = pending ? <CircularProgress size={10} aria-hidden /> : <StatusDot status={status} />;

  if (options.length === 0) {
    // A span, as the clickable chip is a button: either may sit in a line of text.
    return <Chip component="span" size="small" variant="outlined" icon={icon} label={label} />;
  }

  const open = anchor !== null;
  const close = () => setAnchor(null);
  const choose = (next: ProposalStatus) => {
    close();
    onChange(next);
  };
  return (
    <>
      <Chip
        component="button"
        clickable
        size="small"
        variant="outlined"
        icon={icon}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {label}
            <ArrowDropDownRoundedIcon fontSize="small" sx={{ mr: -0.75 }} />
          </Box>
        }
        aria-label={`Status: ${label}, change`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-busy={pending || undefined}
        // Not disabled while pending: the menu hands focus back to this button as it closes, and a disabled
        // button would drop it.
        onClick={(event: MouseEvent<HTMLElement>) => {
          if (!pending) setAnchor(event.currentTarget);
        }}
      />
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} slotProps={{ list: { 'aria-label': 'Mark as' } }}>
        {options.map((next) => (
          <MenuItem key={next} onClick={() => choose(next)}>
            <ListItemIcon sx={{ minWidth: 24 }}>
              <StatusDot status={next} />
            </ListItemIcon>
            <ListItemText>{proposalStatusLabels[next]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
