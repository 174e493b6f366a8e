import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  ONBOARDING_QUESTIONS,
  ONBOARDING_STEP_COUNT,
  onboardingMessages,
  type OnboardingAnswers,
} from '@quillbid/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useSaveOnboardingAnswer } from './api';
import { AnswerOptions } from './AnswerOptions';

/** Resume where the user left off; a finished questionnaire opens at the start. */
function firstUnansweredStep(answers: OnboardingAnswers): number {
  const step = ONBOARDING_QUESTIONS.findIndex(({ key }) => answers[key] === undefined);
  return step === -1 ? 0 : step;
}

export function OnboardingQuestionnaire({ answers }: { answers: OnboardingAnswers }) {
  const [step, setStep] = useState(() => firstUnansweredStep(answers));
  const save = useSaveOnboardingAnswer();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  // The picked button disappears with its step; keyboard and screen-reader users continue at the new question.
  useEffect(() => heading.current?.focus(), [step]);

  const question = ONBOARDING_QUESTIONS[step];
  if (question === undefined) return null;

  const pick = (answer: string) =>
    save.mutate(
      { question: question.key, answer },
      {
        onSuccess: () => {
          if (step === ONBOARDING_STEP_COUNT - 1) navigate('/dashboard', { replace: true });
          else setStep(step + 1);
        },
        onError: (error) => toast.error(error.message || onboardingMessages.saveFailed),
      },
    );

  const stepText = onboardingMessages.stepOf(step + 1);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {stepText}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / ONBOARDING_STEP_COUNT) * 100}
        aria-label="Questionnaire progress"
        aria-valuetext={stepText}
        sx={{ height: 8, borderRadius: 4, mb: 4 }}
      />
      <Typography
        id="onboarding-question"
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ mb: 3, outline: 'none' }}
      >
        {question.question}
      </Typography>
      <AnswerOptions
        key={question.key}
        labelledBy="onboarding-question"
        options={question.options}
        selected={answers[question.key]}
        disabled={save.isPending}
        onPick={pick}
      />
      <Box sx={{ mt: 4 }}>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0 || save.isPending}>
          Back
        </Button>
      </Box>
    </>
  );
}
