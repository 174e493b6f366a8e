import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { profileSchema, type Profile } from '@quillbid/shared';

/** A job post written like a real client's, with what a careful reader finds in it (see fixtures/README). */
export type FixtureInstruction = {
  kind: 'startWord' | 'subjectLine' | 'paragraphs' | 'include' | 'attach' | 'question';
  value?: string | number | null;
  text?: string;
};
export type JobFixture = {
  file: string;
  set: string;
  category: string;
  jobTitle: string;
  jobDescription: string;
  language: string;
  need: string[];
  instructions: FixtureInstruction[];
  hardFilters: { kind: string; text: string }[];
};

const fixtures = path.join(import.meta.dirname, '../test/fixtures');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The posts of one folder: `jobs` (the set the writer is tuned on) or `jobs-holdout` (kept out of tuning). */
export function loadPosts(set: 'jobs' | 'jobs-holdout'): JobFixture[] {
  const folder = path.join(fixtures, set);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, set, ...(readJson(path.join(folder, file)) as Omit<JobFixture, 'file' | 'set'>) }));
}

const profiles = new Map<string, Profile>();

/** The freelancer profile written for a category. */
export function profileFor(category: string): Profile {
  const cached = profiles.get(category);
  if (cached) return cached;
  const body = profileSchema.parse(readJson(path.join(fixtures, 'profiles', `${category}.json`)));
  const profile = { ...body, _id: category, createdAt: '', updatedAt: '' } as Profile;
  profiles.set(category, profile);
  return profile;
}
