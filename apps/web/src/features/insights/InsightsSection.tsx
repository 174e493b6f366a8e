import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface InsightsSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the heading, such as a chart's "Show as table" switch. */
  action?: ReactNode;
  /** Renders the content, named by the section's heading and described by its description line. */
  children: (ids: { headingId: string; descriptionId: string }) => ReactNode;
}

/** A card of the Insights page: a heading, a line on what the figures mean, and the figures. */
export function InsightsSection({ title, description, action, children }: InsightsSectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{children({ headingId, descriptionId })}</Box>
    </Paper>
  );
}
