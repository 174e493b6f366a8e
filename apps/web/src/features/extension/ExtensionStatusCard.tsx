import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { extensionMessages, type ExtensionStatus } from '@quillbid/shared';

type Props = {
  /** undefined while the extension is being asked, null when it is not installed. */
  status: ExtensionStatus | null | undefined;
  /** Why the status could not be read (the server's config did not load). */
  error: string | null;
  connecting: boolean;
  /** The extension confirmed the link made from this page (its status has been read again since). */
  connectedNow: boolean;
  onConnect(): void;
};

export function ExtensionStatusCard({ status, error, connecting, connectedNow, onConnect }: Props) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="extension-status-title"
      sx={{ p: { xs: 2.5, md: 4 }, mb: 3 }}
    >
      <Typography id="extension-status-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Status
      </Typography>
      {/* Polite live region: the status changes on its own when the extension is installed or linked. */}
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
        <StatusLine status={status} error={error} />
        {connectedNow && <Alert severity="success">{extensionMessages.connectedNow}</Alert>}
      </Box>
      {status?.connected === false && (
        <Button
          variant="contained"
          startIcon={<LinkRoundedIcon />}
          onClick={onConnect}
          disabled={connecting}
          loading={connecting}
          loadingPosition="start"
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          Connect extension
        </Button>
      )}
    </Paper>
  );
}

function StatusLine({ status, error }: Pick<Props, 'status' | 'error'>) {
  if (error !== null) return <Alert severity="error">{error}</Alert>;
  if (status === undefined)
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{extensionMessages.checking}</Typography>
      </Stack>
    );
  if (status === null) return <Alert severity="info">{extensionMessages.notInstalled}</Alert>;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        label={status.connected ? extensionMessages.connected : extensionMessages.notConnected}
        color={status.connected ? 'success' : 'default'}
        icon={status.connected ? <CheckCircleRoundedIcon /> : undefined}
      />
      <Typography color="text.secondary">{`Quillbid extension ${status.version}`}</Typography>
    </Stack>
  );
}
