import type { Profile } from '@quillbid/shared';
import type { ProfileRow } from '../db/schema.js';

/** A profile as the API and the writers see it; used by the profiles and jobs features. */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    _id: row.id,
    profileName: row.profileName,
    profileDescription: row.profileDescription,
    profileSummary: row.profileSummary,
    personalDetails: {
      firstName: row.firstName,
      lastName: row.lastName,
      location: row.location,
      profession: row.profession,
      skills: row.skills,
      yearsOfExperience: row.yearsOfExperience,
    },
    portfolio: row.portfolio,
    projectExperience: row.projectExperience,
    hourlyRate: row.hourlyRate,
    availability: row.availability ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
