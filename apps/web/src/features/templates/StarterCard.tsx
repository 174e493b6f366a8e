import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Template } from '@quillbid/shared';
import { useId } from 'react';
import { capitalize } from '../../lib/format';

export function StarterCard({ starter, onSelect }: { starter: Template; onSelect: () => void }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {starter.templateTitle}
            </Typography>
            <Chip label={capitalize(starter.templateType)} size="small" variant="outlined" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {starter.templateDescription}
          </Typography>
        </Stack>
        <Button variant="outlined" onClick={onSelect}>
          Select
        </Button>
      </Stack>
    </Paper>
  );
}
