import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const testimonials = [
  {
    name: 'Amara Okafor',
    role: 'Brand designer',
    level: 'Top-Rated freelancer',
    initials: 'AO',
    colour: '#f59e0b',
    quote:
      'I used to lose whole evenings to cover letters. Now I tweak a draft for five minutes and send it while the job is still fresh.',
  },
  {
    name: 'Daniel Kovács',
    role: 'Full-stack developer',
    level: 'Expert freelancer',
    initials: 'DK',
    colour: '#22c55e',
    quote:
      'It picks the project from my profile that actually matches the post. Clients have started quoting that detail back to me.',
  },
  {
    name: 'Priya Raman',
    role: 'Copywriter',
    level: 'Beginner freelancer',
    initials: 'PR',
    colour: '#38bdf8',
    quote: 'With no reviews yet, clear and specific proposals were all I had. They got me my first two contracts.',
  },
];

export function Testimonials() {
  return (
    <Box sx={{ maxWidth: 500 }}>
      <Typography variant="h2" component="p" sx={{ mb: 1.5 }}>
        Freelancers at every level write with Quillbid.
      </Typography>
      <Typography sx={{ opacity: 0.82, mb: 4 }}>From a first contract to a Top-Rated profile.</Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {testimonials.map(({ name, role, level, initials, colour, quote }) => (
          <Box
            component="li"
            key={name}
            sx={{
              p: 2.5,
              borderRadius: 3,
              bgcolor: 'rgba(255,255,255,0.09)',
              border: '1px solid rgba(255,255,255,0.14)',
            }}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <FormatQuoteRoundedIcon aria-hidden sx={{ opacity: 0.6 }} />
              <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                {quote}
              </Typography>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar sx={{ bgcolor: colour, color: '#111', width: 36, height: 36, fontSize: 14, fontWeight: 700 }}>
                  {initials}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{name}</Typography>
                  <Typography variant="body2" sx={{ opacity: 0.75 }}>
                    {role}
                  </Typography>
                </Box>
                <Chip
                  label={level}
                  size="small"
                  sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 }}
                />
              </Box>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
