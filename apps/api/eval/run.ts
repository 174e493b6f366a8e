/**
 * Evaluates the offline writer on realistic job posts (test/fixtures/jobs) with the starter templates:
 * the share of proposals passing every check, the share whose first two sentences name a concrete
 * requirement of the job, the mean length, and the time per proposal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { profileSchema, sentences, type Profile } from '@quillbid/shared';
import { applyGuards } from '../src/ai/guards.js';
import { composeOffline } from '../src/ai/offline-writer.js';
import { plainText, proposalProblems } from '../src/ai/proposal-checks.js';
import type { WriterInput } from '../src/ai/writer.js';
import { openPglite } from '../src/db/client.js';
import { templates } from '../src/db/schema.js';

type JobFixture = { category: string; jobTitle: string; jobDescription: string; requirements: string[] };

const fixtures = path.join(import.meta.dirname, '../test/fixtures');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jobs = readdirSync(path.join(fixtures, 'jobs'))
  .sort()
  .map((file) => ({ file, ...(readJson(path.join(fixtures, 'jobs', file)) as JobFixture) }));

function profileFor(category: string): Profile {
  const body = profileSchema.parse(readJson(path.join(fixtures, 'profiles', `${category}.json`)));
  return { ...body, _id: category, createdAt: '', updatedAt: '' } as Profile;
}

// The starter proposal template users pick most: read from the seeded database, not copied here.
const database = await openPglite();
await database.migrate();
const [starter] = await database.db
  .select()
  .from(templates)
  .where(eq(templates.templateTitle, 'Problem-first proposal'));
await database.close();
if (!starter) throw new Error('the starter proposal template is missing');

const inputs: (WriterInput & { requirements: string[]; file: string })[] = jobs.map((job) => ({
  job: { jobTitle: job.jobTitle, jobDescription: job.jobDescription },
  profile: profileFor(job.category),
  templateDetail: starter.templateDetail,
  platform: 'UPWORK',
  templateType: 'proposal',
  requirements: job.requirements,
  file: job.file,
}));

const write = (input: WriterInput) => applyGuards(composeOffline(input), input);

let passing = 0;
let relevant = 0;
let words = 0;
for (const input of inputs) {
  const html = write(input);
  const text = plainText(html);
  const problems = proposalProblems(html, input);
  if (problems.length === 0) passing += 1;
  const opening = sentences(text).slice(0, 2).join(' ').toLowerCase();
  const names = input.requirements.some((term) => opening.includes(term.toLowerCase()));
  if (names) relevant += 1;
  words += text.split(' ').length;
  if (problems.length || !names || process.env.EVAL_VERBOSE) {
    console.log(
      `- ${input.file}: ${[...problems, ...(names ? [] : ['opening names no requirement'])].join('; ') || 'ok'}\n  ${text}\n`,
    );
  }
}

const rounds = 20;
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const start = performance.now();
  for (const input of inputs) write(input);
  times.push((performance.now() - start) / inputs.length);
}
times.sort((a, b) => a - b);

const share = (n: number) => `${((100 * n) / inputs.length).toFixed(0)} %`;
console.log(`${inputs.length} job posts, starter template 'Problem-first proposal'`);
console.log(`passing every check:                 ${share(passing)}`);
console.log(`first two sentences name a requirement: ${share(relevant)}`);
console.log(`mean words:                          ${(words / inputs.length).toFixed(0)}`);
console.log(`ms per proposal (median of ${rounds} rounds): ${times[Math.floor(rounds / 2)]?.toFixed(2)}`);
process.exitCode = passing === inputs.length ? 0 : 1;
