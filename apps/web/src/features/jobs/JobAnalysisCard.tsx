import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { analysisLabels, type JobAnalysis, type PreSendCheck } from '@quillbid/shared';
import { useId, type ReactNode } from 'react';
import { InstructionList } from './InstructionList';
import { RequirementList } from './RequirementList';
import { SubHeading } from './SubHeading';

interface JobAnalysisCardProps {
  analysis: JobAnalysis | undefined;
  error: Error | null;
  /** The live check's verdict on each instruction; null until a check has run. */
  statuses: PreSendCheck['instructions'] | null;
}

/** What the post asks for, read before a word is written: the deliverable, skills, red flags, instructions. */
export function JobAnalysisCard({ analysis, error, statuses }: JobAnalysisCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>
          {analysisLabels.heading}
        </Typography>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : analysis ? (
          <AnalysisDetails analysis={analysis} statuses={statuses} />
        ) : (
          <Stack spacing={1}>
            <Typography color="text.secondary">{analysisLabels.loading}</Typography>
            <LinearProgress aria-label={analysisLabels.loading} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function AnalysisDetails({
  analysis,
  statuses,
}: {
  analysis: JobAnalysis;
  statuses: JobAnalysisCardProps['statuses'];
}) {
  const ids = { skills: useId(), requirements: useId(), instructions: useId() };
  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Fact term={analysisLabels.deliverable}>{analysis.deliverable}</Fact>
        <Fact term={analysisLabels.category}>{analysis.category}</Fact>
        <Fact term={analysisLabels.language}>{analysis.language.name}</Fact>
      </Box>
      {analysis.notes.map((note) => (
        <Alert key={note} severity="info">
          {note}
        </Alert>
      ))}
      {analysis.skills.length > 0 && (
        <Section id={ids.skills} title={analysisLabels.skills}>
          <Stack
            component="ul"
            direction="row"
            aria-labelledby={ids.skills}
            sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}
          >
            {analysis.skills.map((skill) => (
              <Chip key={skill} component="li" label={skill} size="small" variant="outlined" />
            ))}
          </Stack>
        </Section>
      )}
      <Section id={ids.requirements} title={analysisLabels.requirements}>
        <RequirementList requirements={analysis.requirements} labelledBy={ids.requirements} />
      </Section>
      <Section id={ids.instructions} title={analysisLabels.instructions}>
        <InstructionList
          instructions={analysis.instructions}
          statuses={statuses?.map((entry) => entry.status) ?? null}
          labelledBy={ids.instructions}
        />
      </Section>
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box>
      <SubHeading id={id}>{title}</SubHeading>
      {children}
    </Box>
  );
}
