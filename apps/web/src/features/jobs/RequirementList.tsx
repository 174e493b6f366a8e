import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import RuleRoundedIcon from '@mui/icons-material/RuleRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { analysisLabels, type Requirement } from '@quillbid/shared';

interface RequirementListProps {
  requirements: Requirement[];
  labelledBy: string;
}

/**
 * Hard requirements (which may rule the freelancer out) and red flags (which say the job may be a poor bet),
 * red flags first and set apart like a warning: both are worth reading before a bid is spent.
 */
export function RequirementList({ requirements, labelledBy }: RequirementListProps) {
  if (requirements.length === 0) {
    return <Typography color="text.secondary">{analysisLabels.noRequirements}</Typography>;
  }
  const ordered = [
    ...requirements.filter((requirement) => requirement.severity === 'red-flag'),
    ...requirements.filter((requirement) => requirement.severity === 'requirement'),
  ];
  return (
    <Stack component="ul" spacing={1} aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered.map((requirement, index) => {
        const redFlag = requirement.severity === 'red-flag';
        const severity = analysisLabels.severity[requirement.severity];
        return (
          <Box
            key={`${requirement.kind}-${index}`}
            component="li"
            sx={(theme) => ({
              display: 'flex',
              gap: 1,
              borderRadius: 1.5,
              ...(redFlag && { bgcolor: alpha(theme.palette.warning.main, 0.12), px: 1.25, py: 1 }),
            })}
          >
            {redFlag ? (
              <FlagRoundedIcon color="warning" fontSize="small" titleAccess={severity} sx={{ mt: 0.25 }} />
            ) : (
              <RuleRoundedIcon color="action" fontSize="small" titleAccess={severity} sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {requirement.label}
              </Typography>
              {requirement.quote && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`“${requirement.quote}”`}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
