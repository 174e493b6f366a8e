import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkLabels, type PreSendCheck, type Profile } from '@quillbid/shared';
import { ClaimList } from './ClaimList';
import { ClientPreviewCard } from './ClientPreviewCard';
import { SectionCard } from './SectionCard';

interface PreSendCheckPanelProps {
  check: PreSendCheck;
  /** The profile the draft is sent from: the client's list shows its name and title. */
  profile: Pick<Profile, 'personalDetails'>;
}

/** Everything to look at before sending: each rule's verdict, the client's preview, and every claim's source. */
export function PreSendCheckPanel({ check, profile }: PreSendCheckPanelProps) {
  return (
    <SectionCard title={checkLabels.heading}>
      {(headingId) => (
        <Stack spacing={2.5}>
          <Stack component="ul" spacing={1} aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {check.items.map((item) => (
              <Stack key={item.id} component="li" direction="row" spacing={1}>
                {item.ok ? (
                  <CheckCircleRoundedIcon color="success" fontSize="small" titleAccess={checkLabels.passed} />
                ) : (
                  <WarningAmberRoundedIcon color="warning" fontSize="small" titleAccess={checkLabels.needsAttention} />
                )}
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.message}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <ClientPreviewCard preview={check.preview} profile={profile} />
          <ClaimList claims={check.claims} />
        </Stack>
      )}
    </SectionCard>
  );
}
