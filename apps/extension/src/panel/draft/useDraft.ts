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
  streaming: boolean;
  failure: Failure | null;
  generated: GeneratedJob | null;
  generate: (body: GenerateJobInput) => void;
}

/**
 * The draft for one job or person: streamed in as plain text (the marketplace's form takes plain text),
 * editable, and remembered for the browser session under `key`.
 */
export function useDraft(key: string): DraftState {
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [streaming, setStreaming] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [generated, setGenerated] = useState<GeneratedJob | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    loaded.current = false;
    void recallDraft(key).then((draft) => {
      if (draft) {
        setText(draft.text);
        setAnswers(draft.answers);
      }
      loaded.current = true;
    });
    return () => stop.current?.();
  }, [key]);

  useEffect(() => {
    if (!loaded.current || streaming) return;
    const timer = setTimeout(() => void rememberDraft(key, { text, answers }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, text, answers, streaming]);

  const generate = useCallback((body: GenerateJobInput) => {
    stop.current?.();
    setStreaming(true);
    setFailure(null);
    setGenerated(null);
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
        setText(htmlToPlainText(event.result.job.aiResponse));
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

  return { text, setText, answers, setAnswer, streaming, failure, generated, generate };
}
