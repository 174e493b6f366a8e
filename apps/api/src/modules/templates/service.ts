import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { profileMessages, templateMessages, type templateSchema } from '@quillbid/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { foundById, isUuid } from '../../db/ids.js';
import { preparedQuery } from '../../db/prepared.js';
import { profiles, templates, type TemplateRow } from '../../db/schema.js';
import { sanitizeRichText } from '../../html/sanitize.js';
import { AppError } from '../../http/errors.js';
import { removeCounted, reserve } from '../../usage/usage.js';

type TemplateInput = z.output<typeof templateSchema>;

const notFound = () => new AppError('NOT_FOUND', templateMessages.notFound);
const owned = (userId: string, id: string) => and(eq(templates.id, id), eq(templates.userId, userId));

/** The two lists, each prepared once per database: the templates page reads one on every visit. */
const listQueries = {
  own: preparedQuery((db) =>
    db
      .select()
      .from(templates)
      .where(eq(templates.userId, sql.placeholder('userId')))
      .orderBy(desc(templates.createdAt))
      .prepare('own_templates'),
  ),
  starters: preparedQuery((db) =>
    db
      .select()
      .from(templates)
      .where(eq(templates.starterTemplate, true))
      .orderBy(desc(templates.createdAt))
      .prepare('starter_templates'),
  ),
};

export function listTemplates(db: Db, userId: string, starters: boolean): Promise<TemplateRow[]> {
  return listQueries[starters ? 'starters' : 'own'](db).execute({ userId });
}

/** One of the user's templates: read for the editor and for every proposal written with it. */
const oneQuery = preparedQuery((db) =>
  db
    .select()
    .from(templates)
    .where(and(eq(templates.id, sql.placeholder('id')), eq(templates.userId, sql.placeholder('userId'))))
    .prepare('own_template'),
);

export const getTemplate = (db: Db, userId: string, id: string): Promise<TemplateRow> =>
  foundById(id, notFound, () => oneQuery(db).execute({ id, userId }));

/** A template belongs to one of the user's profiles; with no profile at all the spec has its own words. */
async function checkProfile(db: Db, userId: string, profileId: string, noProfileMessage: string): Promise<void> {
  const owned = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (owned.length === 0) throw new AppError('BAD_REQUEST', noProfileMessage);
  if (!owned.some((profile) => profile.id === profileId)) throw new AppError('NOT_FOUND', profileMessages.notFound);
}

const columns = (input: TemplateInput) => ({
  profileId: input.profileId,
  templateTitle: input.templateTitle.trim(),
  templateDescription: input.templateDescription.trim(),
  templateDetail: sanitizeRichText(input.templateDetail),
  platform: input.platform,
  templateType: input.templateType,
  isDefault: input.default,
});

/**
 * One default per platform and kind: marking a template default clears the flag on the user's others of
 * the same platform and type. A default Upwork proposal and a default screening-answer template live side
 * by side: each is the one picked for its own job.
 */
async function keepOneDefault(tx: Db, row: TemplateRow): Promise<void> {
  if (!row.isDefault || !row.userId) return;
  await tx
    .update(templates)
    .set({ isDefault: false })
    .where(
      and(
        eq(templates.userId, row.userId),
        eq(templates.platform, row.platform),
        eq(templates.templateType, row.templateType),
        ne(templates.id, row.id),
      ),
    );
}

export async function createTemplate(db: Db, userId: string, input: TemplateInput): Promise<TemplateRow> {
  await checkProfile(db, userId, input.profileId, templateMessages.profileFirstCreate);
  return db.transaction(async (tx) => {
    await reserve(tx, userId, 'templates');
    const [row] = await tx
      .insert(templates)
      .values({ userId, ...columns(input) })
      .returning();
    if (!row) throw new Error('template insert returned nothing');
    await keepOneDefault(tx, row);
    return row;
  });
}

export async function updateTemplate(db: Db, userId: string, id: string, input: TemplateInput): Promise<TemplateRow> {
  if (!isUuid(id)) throw notFound();
  await checkProfile(db, userId, input.profileId, templateMessages.profileFirstEdit);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(templates)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(owned(userId, id))
      .returning();
    if (!row) throw notFound();
    await keepOneDefault(tx, row);
    return row;
  });
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  const remove = (tx: Db) => tx.delete(templates).where(owned(userId, id)).returning({ id: templates.id });
  if (!isUuid(id) || !(await removeCounted(db, userId, 'templates', remove))) throw notFound();
}
