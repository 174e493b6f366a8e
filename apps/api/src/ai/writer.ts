import type { Profile, TemplatePlatform } from '@quillbid/shared';

export type WriterInput = {
  job: { jobTitle: string; jobDescription: string };
  profile: Profile;
  /** The template's HTML; text in {curly braces} is an instruction for the writer. */
  templateDetail: string;
  platform: TemplatePlatform;
  templateType: string;
};

/** Both writers stream the proposal as HTML text chunks; joined, they are the whole draft. */
export interface ProposalWriter {
  readonly mode: 'llm' | 'offline';
  write(input: WriterInput): AsyncIterable<string>;
}
