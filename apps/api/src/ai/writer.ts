import type { Profile, ProposalLength, ProposalTone, TemplatePlatform } from '@quillbid/shared';
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

/** Both writers stream the proposal as HTML text chunks; joined, they are the whole draft. */
export interface ProposalWriter {
  readonly mode: 'llm' | 'offline';
  write(input: WriterInput): AsyncIterable<string>;
}
