import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A function when something inside is labelled by the card's heading too (a list of the card's items). */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/** One of the generate page's cards: a section named by its h2, so screen readers list it among the landmarks. */
export function SectionCard({ title, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {typeof children === 'function' ? children(headingId) : children}
      </CardContent>
    </Card>
  );
}
