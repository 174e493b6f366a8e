import { z } from 'zod';
import { PORTFOLIO_TYPES } from './constants.js';

export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export const portfolioLabels: Record<PortfolioType, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  upwork: 'Upwork',
};

/** The spec's profile messages, in the order they are checked: the first failure is shown. */
export const profileMessages = {
  nameRequired: 'Profile Name is required.',
  descriptionRequired: 'Profile Description is required.',
  summaryRequired: 'Profile Summary is required.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  professionRequired: 'Profession is required.',
  locationRequired: 'Location is required.',
  skillRequired: 'At least one skill is required.',
  yearsRequired: 'Years of Experience is required.',
  portfolioRequired: 'At least one portfolio item is required.',
  portfolioTypeRequired: 'Portfolio Type is required.',
  portfolioUrlRequired: 'Portfolio URL is required.',
  projectRequired: 'At least one project experience is required.',
  projectNameRequired: 'Project Name is required.',
  projectTypeRequired: 'Project Type is required.',
  projectDescriptionRequired: 'Project Description is required.',
  projectSkillRequired: 'At least one Project Skill is required.',

  portfolioUrlEmpty: (type: string) => `${type} URL can't be empty`,
  portfolioUrlInvalid: (type: string) => `Invalid URL format for ${type}`,
  projectLinkInvalid: 'Project Link must be an http or https address.',
  tooLong: 'A profile field is longer than allowed.',
  created: 'Profile Created Successfully!',
  updated: 'Profile Updated Successfully!',
  notFound: 'Profile not found',
  noProfiles: 'No Profile Found',
} as const;

export const projectMessages = {
  missingFields: (fields: string[]) => `Please fill in the following fields: ${fields.join(', ')}`,
  editIncomplete: 'Please fill in all required fields.',
} as const;

export const chipMessages = {
  duplicate: (item: string) => `${item} is already in the list`,
  oneProjectType: 'You can add only one Project Type',
} as const;

/** http or https, an optional www, the platform's domain, and a path naming the profile. */
const portfolioPatterns: Record<PortfolioType, RegExp> = {
  github: /^https?:\/\/(www\.)?github\.com\/[^\s/?#]+(\/[^\s]*)?$/i,
  linkedin: /^https?:\/\/(www\.)?linkedin\.com\/[^\s]+$/i,
  upwork: /^https?:\/\/(www\.)?upwork\.com\/[^\s]+$/i,
};

/** The inline error of one portfolio row, or null when its URL fits its platform. */
export function portfolioUrlError(type: PortfolioType, url: string): string | null {
  const label = portfolioLabels[type];
  if (url.trim() === '') return profileMessages.portfolioUrlEmpty(label);
  return portfolioPatterns[type].test(url.trim()) ? null : profileMessages.portfolioUrlInvalid(label);
}

// Missing fields default to empty so the server answers with the spec's ordered message, not a type error.
const text = (max: number) => z.string().max(max, profileMessages.tooLong).default('');
const list = (max: number) => z.array(text(60)).max(max, profileMessages.tooLong).default([]);
const optionalHttpUrl = z
  .string()
  .trim()
  .max(500, profileMessages.tooLong)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), profileMessages.projectLinkInvalid);

export const projectSchema = z.strictObject({
  projectName: text(200),
  projectType: text(100),
  projectDescription: text(5000),
  projectLink: optionalHttpUrl.optional(),
  projectSkills: list(50),
});
export type Project = z.output<typeof projectSchema>;

export const portfolioItemSchema = z.strictObject({
  portfolioType: z.enum(PORTFOLIO_TYPES).or(z.literal('')).default(''),
  portfolioUrl: text(500),
});

const profileShape = z.strictObject({
  profileName: text(120),
  profileDescription: text(2000),
  profileSummary: text(5000),
  personalDetails: z
    .strictObject({
      firstName: text(100),
      lastName: text(100),
      location: text(120),
      profession: text(120),
      skills: list(50),
      yearsOfExperience: z.number().int().min(0).max(80).default(0),
    })
    .default({ firstName: '', lastName: '', location: '', profession: '', skills: [], yearsOfExperience: 0 }),
  portfolio: z.array(portfolioItemSchema).max(20, profileMessages.tooLong).default([]),
  projectExperience: z.array(projectSchema).max(30, profileMessages.tooLong).default([]),
});
export type ProfileInput = z.output<typeof profileShape>;

const blank = (value: string) => value.trim() === '';

/** The spec's 17 checks in order, then the portfolio URL formats; the first failure, or null. */
export function validateProfile(profile: ProfileInput): string | null {
  const { personalDetails: p } = profile;
  const checks: [boolean, string][] = [
    [blank(profile.profileName), profileMessages.nameRequired],
    [blank(profile.profileDescription), profileMessages.descriptionRequired],
    [blank(profile.profileSummary), profileMessages.summaryRequired],
    [blank(p.firstName), profileMessages.firstNameRequired],
    [blank(p.lastName), profileMessages.lastNameRequired],
    [blank(p.profession), profileMessages.professionRequired],
    [blank(p.location), profileMessages.locationRequired],
    [p.skills.filter((skill) => !blank(skill)).length === 0, profileMessages.skillRequired],
    [!(p.yearsOfExperience > 0), profileMessages.yearsRequired],
    [profile.portfolio.length === 0, profileMessages.portfolioRequired],
    [profile.portfolio.some((item) => item.portfolioType === ''), profileMessages.portfolioTypeRequired],
    [profile.portfolio.some((item) => blank(item.portfolioUrl)), profileMessages.portfolioUrlRequired],
    [profile.projectExperience.length === 0, profileMessages.projectRequired],
    [profile.projectExperience.some((x) => blank(x.projectName)), profileMessages.projectNameRequired],
    [profile.projectExperience.some((x) => blank(x.projectType)), profileMessages.projectTypeRequired],
    [profile.projectExperience.some((x) => blank(x.projectDescription)), profileMessages.projectDescriptionRequired],
    [profile.projectExperience.some((x) => x.projectSkills.length === 0), profileMessages.projectSkillRequired],
  ];
  const failed = checks.find(([fails]) => fails);
  if (failed) return failed[1];
  for (const item of profile.portfolio) {
    if (item.portfolioType === '') continue;
    const error = portfolioUrlError(item.portfolioType, item.portfolioUrl);
    if (error) return error;
  }
  return null;
}

/** `POST profile` / `PATCH profile/{id}`: the shape, then the spec's checks, one message at a time. */
export const profileSchema = profileShape.superRefine((profile, ctx) => {
  const error = validateProfile(profile);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/** The fields a project modal needs before it can be added, by their labels. */
export function missingProjectFields(project: Project): string[] {
  const missing: string[] = [];
  if (blank(project.projectName)) missing.push('Project Name');
  if (blank(project.projectDescription)) missing.push('Project Description');
  if (blank(project.projectType)) missing.push('Project Type');
  if (project.projectSkills.length === 0) missing.push('Project Skills');
  return missing;
}

export const profileResponseSchema = profileShape.extend({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** A resource id in the path; ids that are not ours (or not ids at all) answer 404 in the service. */
export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
