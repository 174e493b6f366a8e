import type { Profile, ProfileInput, Project } from '@quillbid/shared';

export function emptyProfile(): ProfileInput {
  return {
    profileName: '',
    profileDescription: '',
    profileSummary: '',
    personalDetails: { firstName: '', lastName: '', location: '', profession: '', skills: [], yearsOfExperience: 0 },
    portfolio: [],
    projectExperience: [],
    hourlyRate: null,
    availability: '',
  };
}

export function emptyProject(): Project {
  return { projectName: '', projectType: '', projectDescription: '', projectLink: '', projectSkills: [] };
}

/** The editable fields of a saved profile: the server rejects ids and timestamps in the body. */
export function toDraft(profile: Profile): ProfileInput {
  const { profileName, profileDescription, profileSummary, personalDetails, portfolio, projectExperience } = profile;
  // A server from before the rate and availability sends neither: both are then unset.
  const { hourlyRate = null, availability = '' } = profile as Partial<Profile>;
  return {
    profileName,
    profileDescription,
    profileSummary,
    personalDetails,
    portfolio,
    projectExperience,
    hourlyRate,
    availability,
  };
}

/** Years of experience is parsed as a number and defaults to 0 (spec section 5). */
export function parseYears(value: string): number {
  const years = Number.parseInt(value, 10);
  return Number.isNaN(years) || years < 0 ? 0 : years;
}

/** The hourly rate field: empty is "not given" (null); anything else is kept as the number typed, for the schema to check. */
export function parseRate(value: string): number | null {
  if (value.trim() === '') return null;
  const rate = Number(value);
  return Number.isNaN(rate) ? null : rate;
}
