import type { ProposalWriter } from '../writer.js';
import { composeOffline } from './compose.js';
import { composeAnswers } from './screening.js';

/** The built-in writer: no network, no model, the same draft for the same input. */
export function createOfflineWriter(): ProposalWriter {
  return {
    mode: 'offline',
    async *write(input) {
      // Paragraph by paragraph, so the editor fills the way a streamed model answer would.
      for (const part of composeOffline(input).split(/(?<=<\/p>)/)) yield part;
    },
    async answer(input) {
      return composeAnswers(input);
    },
  };
}
