import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

const SUPPORT_CONTACT_URL = 'mailto:support@quillbid.app';

interface HelpTile {
  title: string;
  text: string;
  icon: ReactElement;
  href?: string;
}

const tiles: HelpTile[] = [
  {
    title: 'Send us an email',
    text: 'Write to our support team and a person will get back to you.',
    icon: <MailRoundedIcon />,
    href: SUPPORT_CONTACT_URL,
  },
  {
    title: 'Chat with support staff',
    text: 'Talk to a person on our team when you are stuck.',
    icon: <ChatRoundedIcon />,
  },
  { title: 'Read FAQs', text: 'Quick answers about plans, limits and the extension.', icon: <QuizRoundedIcon /> },
  {
    title: 'Join Our Community',
    text: 'Swap tips with other freelancers who use Quillbid.',
    icon: <ForumRoundedIcon />,
  },
];

function TileBody({ title, text, icon }: HelpTile) {
  return (
    <Box sx={{ p: 2.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          mb: 2,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

export function HelpSection() {
  return (
    <Box component="section" aria-labelledby="help-title" sx={{ mt: 5 }}>
      <Typography id="help-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Need a hand?
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {tiles.map((tile) => (
          <Card key={tile.title}>
            {tile.href ? (
              <CardActionArea href={tile.href} sx={{ height: '100%' }}>
                <TileBody {...tile} />
              </CardActionArea>
            ) : (
              <TileBody {...tile} />
            )}
          </Card>
        ))}
      </Box>
    </Box>
  );
}
