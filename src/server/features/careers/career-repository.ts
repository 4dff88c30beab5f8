// Career post queries. Lists are newest first; a company has a handful of openings, so they are not
// paginated.
import { desc, eq, not } from 'drizzle-orm';
import type { CareerValues } from '@/contract/careers';
import type { Database } from '@/server/db/client';
import { careers } from '@/server/db/schema';

import type { CareerRow } from './career-view';

const columns = (input: CareerValues) => ({
  title: input.title,
  description: input.description,
  titleBn: input.titleBn,
  descriptionBn: input.descriptionBn,
  location: input.location,
  jobType: input.jobType,
  department: input.department,
  requirements: input.requirements,
  requirementsBn: input.requirementsBn,
  responsibilities: input.responsibilities,
  qualifications: input.qualifications,
  salaryMin: input.salary.min ?? null,
  salaryMax: input.salary.max ?? null,
  salaryCurrency: input.salary.currency,
  experienceLevel: input.experienceLevel,
  applicationDeadline: input.applicationDeadline ?? null,
});

const newestFirst = [desc(careers.createdAt), desc(careers.id)];

export const listActiveCareers = (db: Database) =>
  db
    .select()
    .from(careers)
    .where(eq(careers.isActive, true))
    .orderBy(...newestFirst);

export const listAllCareers = (db: Database) =>
  db
    .select()
    .from(careers)
    .orderBy(...newestFirst);

export async function findCareer(db: Database, id: string): Promise<CareerRow | null> {
  const [row] = await db.select().from(careers).where(eq(careers.id, id));
  return row ?? null;
}

export async function createCareer(db: Database, input: CareerValues, author: { id: string; name: string }) {
  const [row] = await db
    .insert(careers)
    .values({
      ...columns(input),
      isActive: input.isActive ?? true,
      postedById: author.id,
      postedByName: author.name,
    })
    .returning();
  return row;
}

/** A full replacement of the post's fields; its active state changes only when the input says so. */
export async function updateCareer(db: Database, id: string, input: CareerValues): Promise<CareerRow | null> {
  const [row] = await db
    .update(careers)
    .set({
      ...columns(input),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      updatedAt: new Date(),
    })
    .where(eq(careers.id, id))
    .returning();
  return row ?? null;
}

export async function toggleCareerStatus(db: Database, id: string): Promise<CareerRow | null> {
  const [row] = await db
    .update(careers)
    .set({ isActive: not(careers.isActive), updatedAt: new Date() })
    .where(eq(careers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCareer(db: Database, id: string): Promise<CareerRow | null> {
  const [row] = await db.delete(careers).where(eq(careers.id, id)).returning();
  return row ?? null;
}
