import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkLabels, type PreSendCheck, type Profile } from '@quillbid/shared';
import { useId } from 'react';
import { SubHeading } from './SubHeading';

interface ClientPreviewCardProps {
  preview: PreSendCheck['preview'];
  profile: Pick<Profile, 'personalDetails'>;
}

/** The marketplace lists a freelancer by first name and initial ("Grace H."), under their title. */
function listedName({ firstName, lastName }: Profile['personalDetails']): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial}.` : firstName;
}

/**
 * The draft's opening as it appears in the client's list of proposals, among others: the only part most
 * clients read before deciding whether to open it (DESIGN.md, "What a winning proposal is", rule 1).
 */
export function ClientPreviewCard({ preview, profile }: ClientPreviewCardProps) {
  const headingId = useId();
  const name = listedName(profile.personalDetails);
  const cut = preview.text.endsWith('…');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{checkLabels.previewHeading}</SubHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {checkLabels.previewCaption}
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5 }}>
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {profile.personalDetails.profession}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }} data-testid="client-preview-text">
              {preview.text}
              {cut && (
                <Box component="span" sx={{ color: 'primary.main', fontWeight: 600, ml: 0.5 }}>
                  {checkLabels.previewMore}
                </Box>
              )}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        {/* Another applicant's row, faded: the preview is read in a list, next to the competition. */}
        <Stack direction="row" spacing={1.5} aria-hidden sx={{ p: 1.5, opacity: 0.5 }}>
          <Skeleton variant="circular" width={36} height={36} animation={false} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" animation={false} />
            <Skeleton animation={false} />
            <Skeleton width="80%" animation={false} />
          </Box>
        </Stack>
      </Paper>
      {!preview.namesNeed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {checkLabels.previewNoNeed}
        </Alert>
      )}
    </Box>
  );
}
