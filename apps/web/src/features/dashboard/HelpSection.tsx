import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ChatRoundedIcon from '@mui/icons-material/ChatRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { PublicConfig } from '@quillbid/shared';
import { Fragment, type ReactElement } from 'react';
import { useAfterHydration } from '../../lib/useHydrated';
import { usePublicConfig } from '../../lib/publicConfig';

interface HelpTile {
  title: string;
  text: string;
  icon: ReactElement;
  /** Where the tile leads and what its link says, when the server is configured with a destination. */
  link: (config: PublicConfig | undefined) => { href: string; label: string } | null;
}

const linkTo = (url: string | null | undefined, label: string) => (url ? { href: url, label } : null);

// The spec's four tiles, in its order. Each leads somewhere only when the operator set where (README,
// Configuration); otherwise it is information, not a control.
const tiles: HelpTile[] = [
  {
    title: 'Send us an email',
    text: 'Write to our support team and a person will get back to you.',
    icon: <MailRoundedIcon />,
    link: (config) =>
      config?.supportEmail ? { href: `mailto:${config.supportEmail}`, label: config.supportEmail } : null,
  },
  {
    title: 'Chat with support staff',
    text: 'Talk to a person on our team when you are stuck.',
    icon: <ChatRoundedIcon />,
    link: (config) => linkTo(config?.supportUrl, 'Start a chat'),
  },
  {
    title: 'Read FAQs',
    text: 'Quick answers about plans, limits and the extension.',
    icon: <QuizRoundedIcon />,
    link: (config) => linkTo(config?.docsUrl, 'Open the FAQs'),
  },
  {
    title: 'Join Our Community',
    text: 'Swap tips with other freelancers who use Quillbid.',
    icon: <ForumRoundedIcon />,
    link: (config) => linkTo(config?.communityUrl, 'Join the community'),
  },
];

function TileBody({ title, text, icon, linkLabel }: Omit<HelpTile, 'link'> & { linkLabel?: string }) {
  return (
    <Box sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}>
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
          color: linkLabel ? 'primary.main' : 'text.secondary',
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
      {linkLabel && (
        <Typography
          variant="body2"
          color="primary"
          sx={{ mt: 'auto', pt: 1.5, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {/* An address too long for the tile breaks after its @, not in the middle of a word. */}
            {linkLabel.split('@').map((part, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <>
                    @<wbr />
                  </>
                )}
                {part}
              </Fragment>
            ))}
          </Box>
          <ArrowForwardRoundedIcon fontSize="small" sx={{ flexShrink: 0 }} />
        </Typography>
      )}
    </Box>
  );
}

export function HelpSection() {
  const config = useAfterHydration(usePublicConfig().data);
  return (
    <Box component="section" aria-labelledby="help-title" sx={{ mt: 5 }}>
      <Typography id="help-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Need a hand?
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {tiles.map(({ link, ...tile }) => {
          const destination = link(config);
          if (!destination) {
            // No card and no hover: without a destination it is information, not something to press. The
            // transparent border keeps its text in line with the cards beside it.
            return (
              <Box key={tile.title} sx={{ border: 1, borderColor: 'transparent' }}>
                <TileBody {...tile} />
              </Box>
            );
          }
          const external = destination.href.startsWith('http');
          return (
            <Card key={tile.title}>
              <CardActionArea
                href={destination.href}
                {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
                sx={{ height: '100%' }}
              >
                <TileBody {...tile} linkLabel={destination.label} />
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
