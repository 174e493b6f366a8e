import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuillIcon } from './QuillIcon';

const APP_NAME = 'Quillbid';

export function Brand({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const mark = size === 'large' ? 40 : 32;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: mark,
          height: mark,
          borderRadius: '9px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
        }}
      >
        <QuillIcon sx={{ fontSize: mark * 0.56 }} />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.5rem' : '1.2rem', letterSpacing: '-0.01em' }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
