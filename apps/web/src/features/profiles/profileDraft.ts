import type { Profile, ProfileInput, Project } from '@quillbid/shared';

export function emptyProfile(): ProfileInput {
  return {
    profileName: '',
    profileDescription: '',
    profileSummary: '',
    personalDetails: { firstName: '', lastName: '', location: '', profession: '', skills: [], yearsOfExperience: 0 },
    portfolio: [],
    projectExperience: [],
  };
}

export function emptyProject(): Project {
  return { projectName: '', projectType: '', projectDescription: '', projectLink: '', projectSkills: [] };
}

/** The editable fields of a saved profile: the server rejects ids and timestamps in the body. */
export function toDraft(profile: Profile): ProfileInput {
  const { profileName, profileDescription, profileSummary, personalDetails, portfolio, projectExperience } = profile;
  return { profileName, profileDescription, profileSummary, personalDetails, portfolio, projectExperience };
}

/** Years of experience is parsed as a number and defaults to 0 (spec section 5). */
export function parseYears(value: string): number {
  const years = Number.parseInt(value, 10);
  return Number.isNaN(years) || years < 0 ? 0 : years;
}
