import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The spec's empty-list text, e.g. 'No Profile Found'. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3.5, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
