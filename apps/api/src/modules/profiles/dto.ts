import type { ProfileInput } from '@quillbid/shared';

const tidyList = (items: string[]) => [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];

/** The columns of a validated profile: text trimmed, empty and repeated chips dropped. */
export function toProfileColumns(input: ProfileInput) {
  const p = input.personalDetails;
  return {
    profileName: input.profileName.trim(),
    profileDescription: input.profileDescription.trim(),
    profileSummary: input.profileSummary.trim(),
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    location: p.location.trim(),
    profession: p.profession.trim(),
    skills: tidyList(p.skills),
    yearsOfExperience: p.yearsOfExperience,
    // validateProfile has refused empty types, so every row names a platform.
    portfolio: input.portfolio.flatMap((item) =>
      item.portfolioType === '' ? [] : [{ portfolioType: item.portfolioType, portfolioUrl: item.portfolioUrl.trim() }],
    ),
    projectExperience: input.projectExperience.map((project) => ({
      projectName: project.projectName.trim(),
      projectType: project.projectType.trim(),
      projectDescription: project.projectDescription.trim(),
      projectLink: project.projectLink?.trim() || undefined,
      projectSkills: tidyList(project.projectSkills),
    })),
    // Stored to the cent; "not given" is null in both columns, so no blank text stands for a fact.
    hourlyRate: input.hourlyRate === null ? null : Math.round(input.hourlyRate * 100) / 100,
    availability: input.availability.trim() || null,
  };
}
