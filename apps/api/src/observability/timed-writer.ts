import type { ProposalWriter } from '../ai/writer.js';
import type { Metrics } from './metrics.js';

/**
 * `writer` with each call's time and outcome counted: a model endpoint that slows down or fails shows here,
 * including failures a streamed generation reports inside its 200 answer.
 */
export function timedWriter(writer: ProposalWriter, { writerCalls }: Metrics): ProposalWriter {
  const timer = (call: 'write' | 'answer') => {
    const end = writerCalls.startTimer({ mode: writer.mode, call });
    return { ok: () => end({ outcome: 'ok' }), failed: () => end({ outcome: 'error' }) };
  };
  return {
    mode: writer.mode,
    async *write(input) {
      const done = timer('write');
      try {
        yield* writer.write(input);
        done.ok();
      } catch (error) {
        done.failed();
        throw error;
      }
    },
    async answer(input) {
      const done = timer('answer');
      try {
        const answers = await writer.answer(input);
        done.ok();
        return answers;
      } catch (error) {
        done.failed();
        throw error;
      }
    },
  };
}
