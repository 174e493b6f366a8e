import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { analysisLabels, checkMessages, type Instruction, type PreSendCheck } from '@quillbid/shared';
import type { ReactElement } from 'react';
import { statusTextColor, type StatusTone } from './statusColor';

type InstructionStatus = PreSendCheck['instructions'][number]['status'];

const statusIcons: Record<InstructionStatus, ReactElement> = {
  covered: <CheckCircleRoundedIcon color="success" fontSize="small" />,
  missing: <WarningAmberRoundedIcon color="warning" fontSize="small" />,
  yours: <PersonOutlineRoundedIcon color="info" fontSize="small" />,
};
const statusTones: Record<InstructionStatus, StatusTone> = { covered: 'success', missing: 'warning', yours: 'info' };

interface InstructionListProps {
  instructions: Instruction[];
  /** The live check's verdicts, in the same order; null while there is no check (nothing written yet). */
  statuses: InstructionStatus[] | null;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** What the post asks of the proposal, each with whether the draft does it yet, in words and by icon. */
export function InstructionList({ instructions, statuses, labelledBy }: InstructionListProps) {
  if (instructions.length === 0) {
    return <Typography color="text.secondary">{checkMessages.instructionsOk(0)}</Typography>;
  }
  return (
    <Stack component="ul" spacing={1.25} aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {instructions.map((instruction, index) => {
        // Before any check runs, an empty draft covers nothing: what the check itself would answer.
        const status = statuses?.[index] ?? (instruction.writable ? 'missing' : 'yours');
        return (
          <Stack key={`${instruction.kind}-${index}`} component="li" direction="row" spacing={1}>
            <Stack sx={{ pt: 0.25 }}>{statusIcons[status]}</Stack>
            <Stack sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {instruction.label}
              </Typography>
              {instruction.quote && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`“${instruction.quote}”`}
                </Typography>
              )}
              <Typography variant="caption" sx={{ color: statusTextColor(statusTones[status]), fontWeight: 600 }}>
                {analysisLabels.status[status]}
              </Typography>
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
