import {
  screeningQuestionsSchema,
  splitQuestions,
  type GenerateJobInput,
  type ScreeningAnswer,
  type Template,
} from '@quillbid/shared';
import { useMemo, useState } from 'react';

export interface Screening {
  /** The questions as pasted, one per line. */
  text: string;
  setText: (text: string) => void;
  questions: string[];
  /** Why the questions cannot be sent as they are (too many, too long), or null. */
  error: string | null;
  /** The user's Upwork question templates, and the one the answers follow ('' when they have none). */
  templates: Template[];
  templateId: string;
  setTemplateId: (id: string) => void;
  /** The drafted answers of the last generation, as the user has edited them; null before one. */
  answers: ScreeningAnswer[] | null;
  setAnswers: (answers: ScreeningAnswer[]) => void;
  editAnswer: (index: number, text: string) => void;
  /** What the generation request carries: nothing at all when there are no questions. */
  request: Pick<GenerateJobInput, 'questions' | 'questionTemplateId'>;
}

/** The generate page's screening questions: what the user pastes, the template, and the answers that came back. */
export function useScreening(allTemplates: Template[] | undefined): Screening {
  const [text, setText] = useState('');
  const [chosenTemplateId, setTemplateId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<ScreeningAnswer[] | null>(null);

  const templates = useMemo(
    () => (allTemplates ?? []).filter((t) => t.platform === 'UPWORK' && t.templateType === 'question'),
    [allTemplates],
  );
  const questions = useMemo(() => splitQuestions(text), [text]);
  const parsed = screeningQuestionsSchema.safeParse(questions);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  // The default question template until the user picks; else the first, so their own words are used.
  const templateId = chosenTemplateId ?? (templates.find((t) => t.default) ?? templates[0])?._id ?? '';

  const editAnswer = (index: number, answer: string) =>
    setAnswers((current) => current?.map((entry, i) => (i === index ? { ...entry, answer } : entry)) ?? null);

  const request =
    questions.length === 0 ? {} : { questions, ...(templateId ? { questionTemplateId: templateId } : {}) };
  return {
    text,
    setText,
    questions,
    error,
    templates,
    templateId,
    setTemplateId,
    answers,
    setAnswers,
    editAnswer,
    request,
  };
}
