import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicFrame } from '../../components/PublicFrame';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <PublicFrame>
      <title>{`${title} · Quillbid`}</title>
      <Box component="article" sx={{ '& p, & li': { color: 'text.secondary', lineHeight: 1.7 } }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, mb: 4 }}>
          Last updated {updated}
        </Typography>
        <Typography sx={{ mb: 4 }}>{intro}</Typography>
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1.5, color: 'text.primary' }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.body}
          </Box>
        ))}
      </Box>
    </PublicFrame>
  );
}
