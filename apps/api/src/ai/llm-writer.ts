import { generateText, streamText, type FinishReason } from 'ai';
import { plainTextToHtml } from '@quillbid/shared';
import { z } from 'zod';
import { chatModel, jsonIn, type LlmLog, type LlmSettings } from './llm-endpoint.js';
import { ANSWERS_PROMPT, answersUserPrompt } from './answers-prompt.js';
import { SYSTEM_PROMPT, userPrompt } from './prompt.js';
import type { ProposalWriter } from './writer.js';

/**
 * `stop` is a finished answer; `other` is what endpoints that send no finish reason get. The rest (cut at
 * the token cap, filtered, failed) leave a draft that stops mid-thought, which is not saved as a proposal.
 */
const COMPLETE_REASONS: ReadonlySet<FinishReason> = new Set(['stop', 'other']);

/**
 * A call the endpoint refuses before answering (429, 408, 409 or 5xx: busy or failing for a moment) is made
 * again twice, after the endpoint's Retry-After or 2 s then 4 s, all within the same timeout. A call whose
 * answer has started is never made again, so a draft is not written twice.
 */
const RETRIES = 2;

const answersReply = z.object({ answers: z.array(z.string().nullable()) });

/** Proposals from the configured model, streamed. */
export function createLlmWriter(settings: LlmSettings, log: LlmLog): ProposalWriter {
  const model = chatModel(settings);
  return {
    mode: 'llm',
    async *write(input) {
      const result = streamText({
        model,
        system: SYSTEM_PROMPT,
        prompt: userPrompt(input),
        maxOutputTokens: 1200,
        maxRetries: RETRIES,
        abortSignal: AbortSignal.timeout(settings.timeoutMs),
        // Errors arrive as 'error' parts below and are handled there; the SDK would also print them.
        onError: () => {},
      });
      let finished = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
        else if (part.type === 'abort') throw new Error(`the model did not finish within ${settings.timeoutMs} ms`);
        else if (part.type === 'finish') {
          if (!COMPLETE_REASONS.has(part.finishReason))
            throw new Error(`the model stopped early (${part.finishReason})`);
          finished = true;
        }
      }
      // A stream that ends without saying how (a connection cut mid-answer) is a partial draft, never a proposal.
      if (!finished) throw new Error('the model stream ended before the answer was complete');
    },

    /**
     * One call for all the questions, beside the proposal's: whole answers, not streamed, since each goes
     * into its own box. A reply that is not the JSON asked for, or is cut short, fails every answer; the
     * proposal is written all the same.
     */
    async answer(input) {
      try {
        const { text, finishReason } = await generateText({
          model,
          system: ANSWERS_PROMPT,
          prompt: answersUserPrompt(input),
          maxOutputTokens: 400 * input.questions.length,
          maxRetries: RETRIES,
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!COMPLETE_REASONS.has(finishReason)) throw new Error(`the model stopped early (${finishReason})`);
        const { answers } = answersReply.parse(JSON.parse(jsonIn(text)));
        // One entry per question: a missing entry is no answer, an extra one is ignored.
        return input.questions.map((_, i) => {
          const answer = answers[i];
          return answer ? plainTextToHtml(answer) : null;
        });
      } catch (error) {
        log.warn({ err: error }, 'the model could not answer the screening questions');
        throw error;
      }
    },
  };
}
