import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  DEFAULT_LENGTH,
  DEFAULT_TONE,
  hasText,
  jobMessages,
  linkedinNoteMax,
  preSendCheck,
  profileMessages,
  templateMessages,
  type analyseJobSchema,
  type Job,
  type JobAnalysis,
  type PreSendCheck,
  type generateJobSchema,
  type jobQuerySchema,
} from '@quillbid/shared';
import type { z } from 'zod';
import { readJob, toAnalysis } from '../../ai/analysis/read-job.js';
import { applyGuards } from '../../ai/guards.js';
import type { ProposalWriter } from '../../ai/writer.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { jobs, profiles, templates, type JobRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { release, reserve } from '../../usage/usage.js';
import { toProfileDto } from '../../dto/profile.js';

type GenerateInput = z.output<typeof generateJobSchema>;
type AnalyseInput = z.output<typeof analyseJobSchema>;
type JobQuery = z.output<typeof jobQuerySchema>;

export const toJobDto = (row: JobRow): Job => ({
  _id: row.id,
  jobTitle: row.jobTitle,
  jobDescription: row.jobDescription,
  jobLink: row.jobLink,
  aiResponse: row.aiResponse,
  templateId: row.templateId,
  profileId: row.profileId,
  createdAt: row.createdAt.toISOString(),
});

/** A saved proposal with what it was written from and what to check before sending it. */
export type Generated = { row: JobRow; analysis: JobAnalysis; check: PreSendCheck };

export type Generation = {
  /** The draft as it is written, in chunks; then the saved, guarded job. */
  chunks: AsyncIterable<string>;
  done: Promise<Generated>;
};

/** One of the user's profiles by id, or every profile of theirs when no id is given. */
async function ownProfiles(db: Db, userId: string, profileId?: string) {
  if (profileId === undefined)
    return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(profiles.createdAt);
  const [profile] = isUuid(profileId)
    ? await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
    : [];
  if (!profile) throw new AppError('NOT_FOUND', profileMessages.notFound);
  return [profile];
}

/** What a post asks for and how the user's profiles fit it; reading costs no usage. */
export async function analyse(
  db: Db,
  writer: ProposalWriter,
  userId: string,
  input: AnalyseInput,
): Promise<JobAnalysis> {
  const own = (await ownProfiles(db, userId, input.profileId)).map(toProfileDto);
  const job = { jobTitle: input.jobTitle.trim(), jobDescription: input.jobDescription.trim() };
  return toAnalysis(readJob(job, { profiles: own, paymentVerified: input.paymentVerified }), own, writer.mode);
}

/**
 * Checks the template and profile are the user's and takes one proposal from the plan, then writes.
 * Any failure while writing gives the unit back and saves nothing; a finished draft is saved even if
 * nobody is listening any more.
 */
export async function startGeneration(
  db: Db,
  writer: ProposalWriter,
  userId: string,
  input: GenerateInput,
): Promise<Generation> {
  const [template] = isUuid(input.templateId)
    ? await db
        .select()
        .from(templates)
        .where(and(eq(templates.id, input.templateId), eq(templates.userId, userId)))
    : [];
  if (!template) throw new AppError('NOT_FOUND', templateMessages.notFound);
  const [profile] = await ownProfiles(db, userId, input.profileId);
  if (!profile) throw new AppError('NOT_FOUND', profileMessages.notFound);

  await reserve(db, userId, 'proposals');
  const job = { jobTitle: input.jobTitle.trim(), jobDescription: input.jobDescription.trim() };
  const profileDto = toProfileDto(profile);
  const reading = readJob(job, { profiles: [profileDto] });
  const writerInput = {
    job,
    profile: profileDto,
    templateDetail: input.templateDetail?.trim() ? input.templateDetail : template.templateDetail,
    platform: template.platform,
    templateType: template.templateType,
    reading,
    tone: input.tone ?? DEFAULT_TONE,
    length: input.length ?? DEFAULT_LENGTH,
    // The writer, the guards and the check all hold a note to the same limit.
    noteMax: linkedinNoteMax(template, input.freeAccount),
  };
  const analysis = toAnalysis(reading, [profileDto], writer.mode);

  let finish: (draft: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const drafted = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  async function* chunks() {
    let draft = '';
    try {
      for await (const chunk of writer.write(writerInput)) {
        draft += chunk;
        yield chunk;
      }
      finish(draft);
    } catch (error) {
      fail(error);
    }
  }

  const done = drafted
    .then(async (draft) => {
      const aiResponse = applyGuards(draft, { ...writerInput, skills: reading.skills });
      if (!hasText(aiResponse)) throw new Error('the writer returned nothing usable');
      const [row] = await db
        .insert(jobs)
        .values({
          userId,
          templateId: template.id,
          profileId: profile.id,
          jobTitle: writerInput.job.jobTitle,
          jobDescription: writerInput.job.jobDescription,
          jobLink: input.jobLink,
          aiResponse,
        })
        .returning();
      if (!row) throw new Error('job insert returned nothing');
      const check = preSendCheck(aiResponse, { ...writerInput, analysis });
      return { row, analysis, check };
    })
    .catch(async (error: unknown) => {
      await release(db, userId, 'proposals');
      throw new AppError('GENERATION_FAILED', jobMessages.generationFailed, { cause: error });
    });
  return { chunks: chunks(), done };
}

/** Drains a generation to its end (for callers that do not stream). */
export async function generate(
  db: Db,
  writer: ProposalWriter,
  userId: string,
  input: GenerateInput,
): Promise<Generated> {
  const generation = await startGeneration(db, writer, userId, input);
  for await (const _ of generation.chunks);
  return generation.done;
}

/** Search terms are matched literally: `%`, `_` and backslashes lose their LIKE meaning. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listJobs(db: Db, userId: string, query: JobQuery) {
  const pattern = likePattern(query.search);
  const where = query.search
    ? and(eq(jobs.userId, userId), or(ilike(jobs.jobTitle, pattern), ilike(jobs.jobDescription, pattern)))
    : eq(jobs.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows.map(toJobDto), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Deleting history gives no quota back: proposals count what was generated. */
export async function deleteJob(db: Db, userId: string, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .returning({ id: jobs.id })
    : [];
  if (!row) throw new AppError('NOT_FOUND', jobMessages.notFound);
}
