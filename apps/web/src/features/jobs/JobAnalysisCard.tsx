import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { analysisLabels, type JobAnalysis, type PreSendCheck, type SkillNeeds } from '@quillbid/shared';
import { useId, type ReactNode } from 'react';
import { InstructionList } from './InstructionList';
import { RequirementList } from './RequirementList';
import { SectionCard } from './SectionCard';
import { SubHeading } from './SubHeading';

interface JobAnalysisCardProps {
  analysis: JobAnalysis | undefined;
  error: Error | null;
  /** The live check's verdict on each instruction; null until a check has run. */
  statuses: PreSendCheck['instructions'] | null;
}

/**
 * What the post asks for, read before a word is written: the deliverable, the skills (required, nice to have,
 * and those named only in passing), red flags, instructions.
 */
export function JobAnalysisCard({ analysis, error, statuses }: JobAnalysisCardProps) {
  return (
    <SectionCard title={analysisLabels.heading}>
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
    </SectionCard>
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
      {analysis.skillNeeds ? (
        <Section id={ids.skills} title={analysisLabels.skills}>
          <SkillNeedsList needs={analysis.skillNeeds} />
        </Section>
      ) : (
        analysis.skills.length > 0 && (
          <Section id={ids.skills} title={analysisLabels.skills}>
            <SkillChips skills={analysis.skills} labelledBy={ids.skills} />
          </Section>
        )
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

/** Required and nice-to-have skills apart, and those named only in passing, which the fit leaves out. */
function SkillNeedsList({ needs }: { needs: SkillNeeds }) {
  const ids = { required: useId(), niceToHave: useId() };
  if (needs.required.length === 0 && needs.niceToHave.length === 0) {
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">{analysisLabels.noSkills}</Typography>
        {needs.mentioned.length > 0 && <Mentioned skills={needs.mentioned} />}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {needs.required.length > 0 && (
        <Box>
          <Typography variant="body2" id={ids.required} sx={{ mb: 0.5 }}>
            {analysisLabels.requiredSkills}
          </Typography>
          <SkillChips skills={needs.required} labelledBy={ids.required} />
        </Box>
      )}
      {needs.niceToHave.length > 0 && (
        <Box>
          <Typography variant="body2" id={ids.niceToHave} sx={{ mb: 0.5 }}>
            {analysisLabels.niceToHaveSkills}
          </Typography>
          <SkillChips skills={needs.niceToHave} labelledBy={ids.niceToHave} dashed />
        </Box>
      )}
      {needs.mentioned.length > 0 && <Mentioned skills={needs.mentioned} />}
    </Stack>
  );
}

function SkillChips({ skills, labelledBy, dashed }: { skills: string[]; labelledBy: string; dashed?: boolean }) {
  return (
    <Stack component="ul" direction="row" aria-labelledby={labelledBy} sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}>
      {skills.map((skill) => (
        <Chip
          key={skill}
          component="li"
          label={skill}
          size="small"
          variant="outlined"
          sx={dashed ? { borderStyle: 'dashed' } : undefined}
        />
      ))}
    </Stack>
  );
}

function Mentioned({ skills }: { skills: string[] }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {analysisLabels.mentionedSkills(skills)}
    </Typography>
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
