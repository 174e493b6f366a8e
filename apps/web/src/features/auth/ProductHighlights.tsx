import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import ExtensionRoundedIcon from '@mui/icons-material/ExtensionRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const highlights = [
  {
    icon: <AutoAwesomeRoundedIcon />,
    title: 'Proposals that fit the job',
    text: 'Each proposal opens with the client’s problem and cites your most relevant project.',
  },
  {
    icon: <WorkspacePremiumRoundedIcon />,
    title: 'Profiles and templates you own',
    text: 'Keep one profile per niche and reuse the templates that already win you work.',
  },
  {
    icon: <ExtensionRoundedIcon />,
    title: 'Right where you apply',
    text: 'The browser extension drafts from the job page, so you never copy and paste again.',
  },
];

export function ProductHighlights() {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="h2" component="p" sx={{ color: 'inherit', mb: 1.5 }}>
        Spend less time writing, more time working.
      </Typography>
      <Typography sx={{ opacity: 0.82, mb: 5 }}>
        Quillbid turns your profile and the job post into a proposal that sounds like you.
      </Typography>
      <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {highlights.map(({ icon, title, text }) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flex: 'none',
                width: 40,
                height: 40,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,0.14)',
              }}
            >
              {icon}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.8 }}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
