import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { screeningMessages, type ScreeningAnswer } from '@quillbid/shared';
import { useId } from 'react';
import { CopyTextButton } from '../../components/CopyTextButton';
import { SelectField } from '../../components/form';
import type { Screening } from './useScreening';

/**
 * The apply page's screening questions, pasted one per line before generating; after it, each question with
 * its drafted answer to edit and copy, or why it was left to the user.
 */
export function ScreeningSection({ screening }: { screening: Screening }) {
  const headingId = useId();
  const { templates } = screening;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {screeningMessages.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {screeningMessages.hint}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={screeningMessages.label}
          value={screening.text}
          onChange={(event) => screening.setText(event.target.value)}
          multiline
          minRows={3}
          error={screening.error !== null}
          helperText={screening.error}
        />
        {templates.length > 0 && screening.questions.length > 0 && (
          <SelectField
            label={screeningMessages.templateLabel}
            value={screening.templateId}
            onChange={(event) => screening.setTemplateId(event.target.value)}
            options={templates.map((template) => ({ value: template._id, label: template.templateTitle }))}
          />
        )}
        {screening.answers && screening.answers.length > 0 && (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {screening.answers.map((answer, index) => (
              <AnswerItem
                key={`${index}:${answer.question}`}
                answer={answer}
                position={index + 1}
                onChange={(text) => screening.editAnswer(index, text)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface AnswerItemProps {
  answer: ScreeningAnswer;
  position: number;
  onChange: (text: string) => void;
}

function AnswerItem({ answer, position, onChange }: AnswerItemProps) {
  const questionId = useId();
  return (
    <Stack component="li" spacing={1} aria-labelledby={questionId}>
      <Typography id={questionId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {position}. {answer.question}
      </Typography>
      {answer.answer === null ? (
        <Alert severity="info" role="note">
          {answer.reason}
        </Alert>
      ) : (
        <>
          <TextField
            label={screeningMessages.answerLabel(position)}
            value={answer.answer}
            onChange={(event) => onChange(event.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row">
            <CopyTextButton
              text={answer.answer}
              copied={screeningMessages.copied}
              failed={screeningMessages.copyFailed}
              name={screeningMessages.copyLabel(position)}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
