import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_LENGTH,
  DEFAULT_TONE,
  hasText,
  htmlText,
  httpMessages,
  jobMessages,
  linkedinNoteMax,
  preSendCheck,
  profileMessages,
  wordCount,
  type analyseJobSchema,
  type JobAnalysis,
  type PreSendCheck,
  type ScreeningAnswer,
  type generateJobSchema,
} from '@quillbid/shared';
import type { z } from 'zod';
import { readJob, toAnalysis } from '../../ai/analysis/read-job.js';
import { applyGuards } from '../../ai/guards.js';
import { answerScreening } from '../../ai/screening.js';
import type { ProposalWriter } from '../../ai/writer.js';
import type { Db } from '../../db/client.js';
import { foundById } from '../../db/ids.js';
import { jobs, profiles, type JobRow } from '../../db/schema.js';
import { AppError, isConnectionFailure } from '../../http/errors.js';
import { ensureAvailable, reserve } from '../../usage/usage.js';
import { toProfileDto } from '../../dto/profile.js';
import { getProfile } from '../profiles/index.js';
import { getTemplate } from '../templates/index.js';
import { questionTemplate, saveAnswers } from './answers.js';

type GenerateInput = z.output<typeof generateJobSchema>;
type AnalyseInput = z.output<typeof analyseJobSchema>;

/** A saved proposal with what it was written from, what to check before sending it, and its answers. */
export type Generated = { row: JobRow; analysis: JobAnalysis; check: PreSendCheck; answers: ScreeningAnswer[] };

export type Generation = {
  /** The draft as it is written, in chunks; then the saved, guarded job. */
  chunks: AsyncIterable<string>;
  done: Promise<Generated>;
};

/** One of the user's profiles by id, or every profile of theirs when no id is given. */
async function ownProfiles(db: Db, userId: string, profileId?: string) {
  if (profileId === undefined)
    return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(profiles.createdAt);
  return [await getProfile(db, userId, profileId)];
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
 * Checks the template and profile are the user's and that the plan has a proposal left, then writes.
 * The proposal is taken from the plan in the transaction that saves the draft, so a writer that fails,
 * a database that goes away or a process that stops mid-draft costs nothing and leaves no row. Parallel
 * requests for the last proposal may each write, but only as many as the plan allows are saved; the
 * others end with the limit message. A finished draft is saved even if nobody is listening any more.
 */
export async function startGeneration(
  db: Db,
  writer: ProposalWriter,
  userId: string,
  input: GenerateInput,
): Promise<Generation> {
  const template = await getTemplate(db, userId, input.templateId);
  const [profile] = await ownProfiles(db, userId, input.profileId);
  if (!profile) throw new AppError('NOT_FOUND', profileMessages.notFound);
  const questions = input.questions ?? [];
  const answersTemplate = questions.length > 0 ? await questionTemplate(db, userId, input.questionTemplateId) : null;

  await ensureAvailable(db, userId, 'proposals');
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
  // Written beside the proposal, from the same profile and reading; it never fails (see answerScreening).
  const answering =
    questions.length > 0
      ? answerScreening(writer, { ...writerInput, questions, templateDetail: answersTemplate })
      : Promise.resolve([]);

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
    .then((draft) => {
      const aiResponse = applyGuards(draft, { ...writerInput, skills: reading.skills });
      if (!hasText(aiResponse)) throw new Error('the writer returned nothing usable');
      return aiResponse;
    })
    .catch((error: unknown) => {
      throw new AppError('GENERATION_FAILED', jobMessages.generationFailed, { cause: error });
    })
    .then(async (aiResponse) => {
      const answers = await answering;
      const row = await saveProposal(db, answers, {
        userId,
        templateId: template.id,
        profileId: profile.id,
        jobTitle: writerInput.job.jobTitle,
        jobDescription: writerInput.job.jobDescription,
        jobLink: input.jobLink,
        aiResponse,
        // Kept with the proposal for insights: its length as the pre-send check counts it, and its kind
        // of work as the post was read when it was written.
        wordCount: wordCount(htmlText(aiResponse)),
        category: reading.deliverable.category,
      });
      const check = preSendCheck(aiResponse, { ...writerInput, analysis });
      return { row, analysis, check, answers };
    });
  return { chunks: chunks(), done };
}

/** Takes the proposal from the plan and stores the draft with its answers: all or nothing. */
async function saveProposal(db: Db, answers: ScreeningAnswer[], values: typeof jobs.$inferInsert): Promise<JobRow> {
  try {
    return await db.transaction(async (tx) => {
      await reserve(tx, values.userId, 'proposals');
      const [row] = await tx.insert(jobs).values(values).returning();
      if (!row) throw new Error('job insert returned nothing');
      await saveAnswers(tx, row.id, answers);
      return row;
    });
  } catch (error) {
    if (isConnectionFailure(error)) throw new AppError('UNAVAILABLE', httpMessages.unavailable, { cause: error });
    throw error;
  }
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

/** Deleting history gives no quota back: proposals count what was generated. */
export async function deleteJob(db: Db, userId: string, id: string): Promise<void> {
  await foundById(
    id,
    () => new AppError('NOT_FOUND', jobMessages.notFound),
    () =>
      db
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .returning({ id: jobs.id }),
  );
}
