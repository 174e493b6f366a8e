import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkLabels, type PreSendCheck } from '@quillbid/shared';
import { useId } from 'react';
import { statusTextColor } from './statusColor';
import { SubHeading } from './SubHeading';

type Claim = PreSendCheck['claims'][number];

/**
 * Each skill, project, number and year the draft states about the freelancer, with the part of the profile
 * that backs it. Unbacked claims come first: they are the ones to check or remove before sending.
 */
export function ClaimList({ claims }: { claims: Claim[] }) {
  const headingId = useId();
  const ordered = [...claims.filter((claim) => claim.support === null), ...claims.filter((claim) => claim.support)];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{checkLabels.claimsHeading}</SubHeading>
      {ordered.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {checkLabels.noClaims}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.75} aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ordered.map((claim) => (
            <ClaimRow key={`${claim.kind}:${claim.text}`} claim={claim} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ClaimRow({ claim }: { claim: Claim }) {
  const backed = claim.support !== null;
  return (
    <Stack component="li" direction="row" spacing={1}>
      {backed ? (
        <CheckCircleRoundedIcon color="success" fontSize="small" />
      ) : (
        <WarningAmberRoundedIcon color="warning" fontSize="small" />
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {claim.text}
        </Box>
        {' — '}
        {backed ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {claim.support}
          </Box>
        ) : (
          <Box component="span" sx={{ color: statusTextColor('warning'), fontWeight: 600 }}>
            {checkLabels.unsupported}
          </Box>
        )}
      </Typography>
    </Stack>
  );
}
