import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  jobMessages,
  profileMessages,
  templateMessages,
  type Job,
  type generateJobSchema,
  type jobQuerySchema,
} from '@quillbid/shared';
import type { z } from 'zod';
import { applyGuards } from '../../ai/guards.js';
import type { ProposalWriter } from '../../ai/writer.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { jobs, profiles, templates, type JobRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { release, reserve } from '../../usage/usage.js';
import { toProfileDto } from '../../dto/profile.js';

type GenerateInput = z.output<typeof generateJobSchema>;
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

export type Generation = {
  /** The draft as it is written, in chunks; then the saved, guarded job. */
  chunks: AsyncIterable<string>;
  done: Promise<JobRow>;
};

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
  const [profile] = isUuid(input.profileId)
    ? await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, input.profileId), eq(profiles.userId, userId)))
    : [];
  if (!profile) throw new AppError('NOT_FOUND', profileMessages.notFound);

  await reserve(db, userId, 'proposals');
  const writerInput = {
    job: { jobTitle: input.jobTitle.trim(), jobDescription: input.jobDescription.trim() },
    profile: toProfileDto(profile),
    templateDetail: input.templateDetail?.trim() ? input.templateDetail : template.templateDetail,
    platform: template.platform,
    templateType: template.templateType,
  };

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
      const aiResponse = applyGuards(draft, { ...writerInput, job: writerInput.job });
      if (aiResponse.replace(/<[^>]+>/g, '').trim() === '') throw new Error('the writer returned nothing usable');
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
      return row;
    })
    .catch(async (error: unknown) => {
      await release(db, userId, 'proposals');
      throw new AppError('GENERATION_FAILED', jobMessages.generationFailed, { cause: error });
    });
  return { chunks: chunks(), done };
}

/** Drains a generation to its end (for callers that do not stream). */
export async function generate(db: Db, writer: ProposalWriter, userId: string, input: GenerateInput): Promise<JobRow> {
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
