// A career post as the API shows it.
import type { Career } from '@/contract/careers';
import type { SalaryCurrency } from '@/contract/enums';
import type { careers } from '@/server/db/schema';

export type CareerRow = typeof careers.$inferSelect;

/** `withAuthor`: admins see who posted; the public does not. */
export const toCareer = (row: CareerRow, { withAuthor }: { withAuthor: boolean }): Career => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  titleBn: row.titleBn,
  descriptionBn: row.descriptionBn,
  location: row.location,
  jobType: row.jobType,
  department: row.department,
  requirements: row.requirements,
  requirementsBn: row.requirementsBn,
  responsibilities: row.responsibilities,
  qualifications: row.qualifications,
  salary: { min: row.salaryMin, max: row.salaryMax, currency: row.salaryCurrency as SalaryCurrency },
  experienceLevel: row.experienceLevel,
  applicationDeadline: row.applicationDeadline,
  isActive: row.isActive,
  ...(withAuthor ? { postedBy: row.postedByName ? { username: row.postedByName } : null } : {}),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
