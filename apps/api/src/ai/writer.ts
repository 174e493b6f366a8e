import type { Profile, ProposalLength, ProposalTone, TemplatePlatform } from '@quillbid/shared';
import type { Question } from './analysis/questions.js';
import type { JobReading } from './analysis/read-job.js';

export type WriterInput = {
  job: { jobTitle: string; jobDescription: string };
  profile: Profile;
  /** The template's HTML; text in {curly braces} is an instruction for the writer. */
  templateDetail: string;
  platform: TemplatePlatform;
  templateType: string;
  /** What the post asks for, read once and given to whichever writer writes. */
  reading: JobReading;
  tone: ProposalTone;
  length: ProposalLength;
  /** A LinkedIn note's limit for this sender (`linkedinNoteMax`): 200 on a free account, else 300. */
  noteMax?: number;
};

/** The screening questions a writer answers: those the freelancer does not have to answer themselves. */
export type AnswersInput = {
  job: { jobTitle: string; jobDescription: string };
  profile: Profile;
  reading: JobReading;
  tone: ProposalTone;
  /** The question template's HTML: how each answer is built. Null: no template, a direct answer. */
  templateDetail: string | null;
  questions: Question[];
};

/**
 * Both writers stream the proposal as HTML text chunks; joined, they are the whole draft. Screening answers
 * come whole, as HTML, one per question in order: null where the writer has nothing honest to say.
 */
export interface ProposalWriter {
  readonly mode: 'llm' | 'offline';
  write(input: WriterInput): AsyncIterable<string>;
  answer(input: AnswersInput): Promise<(string | null)[]>;
}
