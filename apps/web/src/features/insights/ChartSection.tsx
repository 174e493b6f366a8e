import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState, type ReactNode } from 'react';
import { InsightsSection } from './InsightsSection';

interface ChartSectionProps {
  title: string;
  /** One sentence on what the chart shows, for everyone and as the chart's description. */
  description: string;
  chart: ReactNode;
  /** The same numbers as a table, for screen readers and for whoever prefers to read them. */
  table: (labelledBy: string) => ReactNode;
}

/** A chart under its heading, with a switch to show its numbers as a table instead. */
export function ChartSection({ title, description, chart, table }: ChartSectionProps) {
  const [asTable, setAsTable] = useState(false);
  const toggle = (
    <FormControlLabel
      control={<Switch size="small" checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />}
      label="Show as table"
      sx={{ mr: 0 }}
    />
  );
  return (
    <InsightsSection title={title} description={description} action={toggle}>
      {({ headingId, descriptionId }) =>
        asTable ? (
          table(headingId)
        ) : (
          // The chart's SVG is hidden from screen readers; the figure names it, and the switch offers its numbers.
          <Box component="figure" aria-label={title} aria-describedby={descriptionId} sx={{ m: 0, width: '100%' }}>
            {chart}
          </Box>
        )
      }
    </InsightsSection>
  );
}
