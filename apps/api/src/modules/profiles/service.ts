import { and, desc, eq, sql } from 'drizzle-orm';
import { profileMessages, type ProfileInput } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { foundById, isUuid } from '../../db/ids.js';
import { profiles, type ProfileRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { removeCounted, reserve } from '../../usage/usage.js';
import { toProfileColumns } from './dto.js';

const notFound = () => new AppError('NOT_FOUND', profileMessages.notFound);
const owned = (userId: string, id: string) => and(eq(profiles.id, id), eq(profiles.userId, userId));

const ownerParam = sql.placeholder('userId');

/** The profiles page's reads, prepared once per database. */
const listQuery = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, ownerParam))
    .orderBy(desc(profiles.createdAt))
    .prepare('profiles'),
);
const skillsQuery = preparedQuery((db) => {
  const skill = sql<string>`jsonb_array_elements_text(${profiles.skills} || jsonb_path_query_array(${profiles.projectExperience}, '$[*].projectSkills[*]'))`;
  return db.selectDistinct({ skill }).from(profiles).where(eq(profiles.userId, ownerParam)).prepare('profile_skills');
});

export function listProfiles(db: Db, userId: string): Promise<ProfileRow[]> {
  return listQuery(db).execute({ userId });
}

/** One of the user's profiles: read for the editor and for every proposal written from it. */
const oneQuery = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder('id')), eq(profiles.userId, ownerParam)))
    .prepare('own_profile'),
);

export const getProfile = (db: Db, userId: string, id: string): Promise<ProfileRow> =>
  foundById(id, notFound, () => oneQuery(db).execute({ id, userId }));

/** Takes one profile from the plan in the same transaction, so a failed insert gives it back. */
export function createProfile(db: Db, userId: string, input: ProfileInput): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    await reserve(tx, userId, 'profiles');
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...toProfileColumns(input) })
      .returning();
    if (!row) throw new Error('profile insert returned nothing');
    return row;
  });
}

export const updateProfile = (db: Db, userId: string, id: string, input: ProfileInput): Promise<ProfileRow> =>
  foundById(id, notFound, () =>
    db
      .update(profiles)
      .set({ ...toProfileColumns(input), updatedAt: new Date() })
      .where(owned(userId, id))
      .returning(),
  );

export async function deleteProfile(db: Db, userId: string, id: string): Promise<void> {
  const remove = (tx: Db) => tx.delete(profiles).where(owned(userId, id)).returning({ id: profiles.id });
  if (!isUuid(id) || !(await removeCounted(db, userId, 'profiles', remove))) throw notFound();
}

/** Every distinct skill across the user's profiles and their projects, for suggestions. */
export async function listSkills(db: Db, userId: string): Promise<string[]> {
  const rows = await skillsQuery(db).execute({ userId });
  return rows.map((row) => row.skill).sort((a, b) => a.localeCompare(b));
}
