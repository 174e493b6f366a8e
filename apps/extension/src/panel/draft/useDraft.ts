import { htmlToPlainText, type GeneratedJob, type GenerateJobInput } from '@quillbid/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Failure } from '../../protocol';
import { streamGeneration } from '../service-worker';
import { recallDraft, rememberDraft } from '../session-cache';

/** How long typing pauses before the draft is remembered. */
const SAVE_DELAY_MS = 400;

export interface DraftState {
  text: string;
  setText: (text: string) => void;
  answers: Record<string, string>;
  setAnswer: (question: string, text: string) => void;
  /** Why each screening question the last generation left to the user is theirs to answer, by question. */
  reasons: Record<string, string>;
  streaming: boolean;
  failure: Failure | null;
  generated: GeneratedJob | null;
  /** The saved proposal this draft was generated as, remembered with the draft (job page → apply page). */
  jobId: string | null;
  /**
   * Writes the draft. `answerKeys` names, for each of `body.questions`, the question its drafted answer
   * fills in `answers` (the page's own label): the server answers them in the order they were sent.
   */
  generate: (body: GenerateJobInput, answerKeys?: string[]) => void;
}

/**
 * The draft for one job or person: streamed in as plain text (the marketplace's form takes plain text),
 * editable, and remembered for the browser session under `key`.
 */
export function useDraft(key: string): DraftState {
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [streaming, setStreaming] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [generated, setGenerated] = useState<GeneratedJob | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    loaded.current = false;
    void recallDraft(key).then((draft) => {
      if (draft) {
        setText(draft.text);
        setAnswers(draft.answers);
        setJobId(draft.jobId ?? null);
      }
      loaded.current = true;
    });
    return () => stop.current?.();
  }, [key]);

  useEffect(() => {
    if (!loaded.current || streaming) return;
    const timer = setTimeout(
      () => void rememberDraft(key, { text, answers, ...(jobId ? { jobId } : {}) }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key, text, answers, jobId, streaming]);

  const generate = useCallback((body: GenerateJobInput, answerKeys: string[] = []) => {
    stop.current?.();
    setStreaming(true);
    setFailure(null);
    setGenerated(null);
    setJobId(null);
    setReasons({});
    setText('');
    let html = '';
    stop.current = streamGeneration(body, (event) => {
      if (event.type === 'chunk') {
        html += event.text;
        setText(htmlToPlainText(html));
        return;
      }
      setStreaming(false);
      stop.current = null;
      if (event.type === 'done') {
        setGenerated(event.result);
        setJobId(event.result.job._id);
        setText(htmlToPlainText(event.result.job.aiResponse));
        const filled = sortAnswers(event.result.answers, answerKeys);
        // A drafted answer fills its box like the cover letter; what the user typed for the rest stays.
        setAnswers((before) => ({ ...before, ...filled.drafted }));
        setReasons(filled.reasons);
      } else {
        setFailure(event.failure);
        // Nothing was saved: what was written so far is not the proposal.
        if (html !== '') setText('');
      }
    });
  }, []);

  const setAnswer = useCallback(
    (question: string, answer: string) => setAnswers((before) => ({ ...before, [question]: answer })),
    [],
  );

  return { text, setText, answers, setAnswer, reasons, streaming, failure, generated, jobId, generate };
}

/** The server's answers by the question each fills: the drafted ones, and why the others were left. */
function sortAnswers(answers: GeneratedJob['answers'], keys: string[]) {
  const drafted: Record<string, string> = {};
  const reasons: Record<string, string> = {};
  answers.forEach((entry, index) => {
    const key = keys[index];
    if (key === undefined) return;
    if (entry.answer !== null) drafted[key] = entry.answer;
    else if (entry.reason) reasons[key] = entry.reason;
  });
  return { drafted, reasons };
}
