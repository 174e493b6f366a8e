import { z } from 'zod';
import { PORTFOLIO_TYPES } from './constants.js';
import { safeText } from './text.js';

export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

/** The optional hourly rate, in US dollars: what the writers may quote when a post asks for a price. */
export const HOURLY_RATE_MIN = 1;
export const HOURLY_RATE_MAX = 1000;
/** "Full-time from 3 March, 30+ hours a week": what the writers may say when a post asks when one can start. */
export const AVAILABILITY_MAX = 200;

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
  /** The server checks every project at once, so its answer names the one whose link is wrong. */
  projectLinkInvalidIn: (project: string) => `Project Link of "${project}" must be an http or https address.`,
  tooLong: 'A profile field is longer than allowed.',
  /** The optional rate and availability: not among the 17 checks, each with a message of its own. */
  hourlyRateInvalid: `Hourly rate must be a number from ${HOURLY_RATE_MIN} to ${HOURLY_RATE_MAX.toLocaleString('en-US')} (US dollars an hour).`,
  availabilityTooLong: `Availability can be at most ${AVAILABILITY_MAX} characters.`,
  created: 'Profile Created Successfully!',
  updated: 'Profile Updated Successfully!',
  notFound: 'Profile not found',
  noProfiles: 'No Profile Found',
} as const;

/** The profile form's optional "Rate and availability" section. */
export const rateAndAvailabilityText = {
  title: 'Rate and availability',
  helper:
    'Optional. Used only when a job post or a screening question asks for your rate or when you can start; left empty, they are never made up.',
  hourlyRate: 'Hourly rate (US dollars)',
  availability: 'Availability',
  availabilityExample: 'Full-time from 3 March, 30+ hours a week',
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
const text = (max: number) => safeText().max(max, profileMessages.tooLong).default('');
const list = (max: number) => z.array(text(60)).max(max, profileMessages.tooLong).default([]);

export const projectSchema = z.strictObject({
  projectName: text(200),
  projectType: text(100),
  projectDescription: text(5000),
  // Checked with the other rules (projectIssues, profileIssues), so its message can come in the spec's order.
  projectLink: safeText().trim().max(500, profileMessages.tooLong).optional(),
  projectSkills: list(50),
});
export type Project = z.output<typeof projectSchema>;
/** A project as the modal edits it: fields it has not filled in yet may be missing. */
export type ProjectDraft = z.input<typeof projectSchema>;

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
  // Optional facts only the freelancer knows, said only when a post asks for them (never invented).
  hourlyRate: z
    .number({ error: profileMessages.hourlyRateInvalid })
    .min(HOURLY_RATE_MIN, profileMessages.hourlyRateInvalid)
    .max(HOURLY_RATE_MAX, profileMessages.hourlyRateInvalid)
    .nullable()
    .default(null),
  availability: safeText().trim().max(AVAILABILITY_MAX, profileMessages.availabilityTooLong).default(''),
});
export type ProfileInput = z.output<typeof profileShape>;
type PortfolioRow = ProfileInput['portfolio'][number];

/** A failed check: its message, and the path of the field it belongs to (a form marks that field). */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const isHttpLink = (link: string | undefined) => blank(link) || /^https?:\/\/[^\s]+$/i.test(link?.trim() ?? '');

/** What a project needs, in the spec's order (checks 14 to 17), which is also the project modal's order. */
const requiredProjectFields = [
  {
    field: 'projectName',
    label: 'Project Name',
    message: profileMessages.projectNameRequired,
    missing: (project: ProjectDraft) => blank(project.projectName),
  },
  {
    field: 'projectType',
    label: 'Project Type',
    message: profileMessages.projectTypeRequired,
    missing: (project: ProjectDraft) => blank(project.projectType),
  },
  {
    field: 'projectDescription',
    label: 'Project Description',
    message: profileMessages.projectDescriptionRequired,
    missing: (project: ProjectDraft) => blank(project.projectDescription),
  },
  {
    field: 'projectSkills',
    label: 'Project Skills',
    message: profileMessages.projectSkillRequired,
    missing: (project: ProjectDraft) => (project.projectSkills ?? []).length === 0,
  },
] as const;

/**
 * Every failing check of a profile save: the spec's 17 in order, then the portfolio URL formats, then the
 * project links. A check over a list marks each row that breaks it, so the first issue is the spec's message.
 */
export function profileIssues(profile: ProfileInput): FieldIssue[] {
  const { personalDetails: p, portfolio, projectExperience: projects } = profile;
  const m = profileMessages;
  const issues: FieldIssue[] = [];
  const check = (fails: boolean, path: FieldIssue['path'], message: string) => {
    if (fails) issues.push({ path, message });
  };
  const eachLink = (fails: (row: PortfolioRow) => boolean, field: keyof PortfolioRow, message: string) =>
    portfolio.forEach((row, index) => check(fails(row), ['portfolio', index, field], message));

  check(blank(profile.profileName), ['profileName'], m.nameRequired);
  check(blank(profile.profileDescription), ['profileDescription'], m.descriptionRequired);
  check(blank(profile.profileSummary), ['profileSummary'], m.summaryRequired);
  check(blank(p.firstName), ['personalDetails', 'firstName'], m.firstNameRequired);
  check(blank(p.lastName), ['personalDetails', 'lastName'], m.lastNameRequired);
  check(blank(p.profession), ['personalDetails', 'profession'], m.professionRequired);
  check(blank(p.location), ['personalDetails', 'location'], m.locationRequired);
  check(p.skills.every(blank), ['personalDetails', 'skills'], m.skillRequired);
  check(!(p.yearsOfExperience > 0), ['personalDetails', 'yearsOfExperience'], m.yearsRequired);
  check(portfolio.length === 0, ['portfolio'], m.portfolioRequired);
  eachLink((row) => row.portfolioType === '', 'portfolioType', m.portfolioTypeRequired);
  eachLink((row) => blank(row.portfolioUrl), 'portfolioUrl', m.portfolioUrlRequired);
  check(projects.length === 0, ['projectExperience'], m.projectRequired);
  for (const { field, missing, message } of requiredProjectFields) {
    projects.forEach((project, index) => check(missing(project), ['projectExperience', index, field], message));
  }
  portfolio.forEach((row, index) => {
    if (row.portfolioType === '' || blank(row.portfolioUrl)) return;
    const error = portfolioUrlError(row.portfolioType, row.portfolioUrl);
    if (error) issues.push({ path: ['portfolio', index, 'portfolioUrl'], message: error });
  });
  projects.forEach((project, index) => {
    const message = m.projectLinkInvalidIn(project.projectName.trim());
    check(!isHttpLink(project.projectLink), ['projectExperience', index, 'projectLink'], message);
  });
  return issues;
}

/** The first failure of a profile save, the one the spec shows, or null. */
export function validateProfile(profile: ProfileInput): string | null {
  return profileIssues(profile)[0]?.message ?? null;
}

const addIssues = (issues: FieldIssue[], ctx: z.RefinementCtx) => {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message });
};

/** A profile's fields without the 17 checks: a draft the user has yet to complete (an imported page). */
export const profileDraftSchema = profileShape;

/**
 * `POST profile` / `PATCH profile/{id}` and the profile form: the shape, then every failing check in the
 * spec's order, each on its field. The server answers with the first; the form marks them all.
 */
export const profileSchema = profileShape.superRefine((profile, ctx) => addIssues(profileIssues(profile), ctx));
/** The profile form's values: what the user edits, before the schema's defaults fill any gap. */
export type ProfileFormValues = z.input<typeof profileSchema>;

/** The fields a project modal needs before it can be added, by their labels. */
export function missingProjectFields(project: ProjectDraft): string[] {
  return requiredProjectFields.filter(({ missing }) => missing(project)).map(({ label }) => label);
}

/** The project modal's checks, each on its field: the required fields, then the link. */
export function projectIssues(project: ProjectDraft): FieldIssue[] {
  const issues: FieldIssue[] = requiredProjectFields
    .filter(({ missing }) => missing(project))
    .map(({ field, message }) => ({ path: [field], message }));
  if (!isHttpLink(project.projectLink)) {
    issues.push({ path: ['projectLink'], message: profileMessages.projectLinkInvalid });
  }
  return issues;
}

/**
 * The 'Add Project' and 'Edit Project' modals: a project is checked, its link included, before it joins
 * the profile, so saving the profile cannot fail on a project the user no longer sees.
 */
export const projectFormSchema = projectSchema.superRefine((project, ctx) => addIssues(projectIssues(project), ctx));

export const profileResponseSchema = profileShape.extend({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** A resource id in the path; ids that are not ours (or not ids at all) answer 404 in the service. */
export const idParamsSchema = z.strictObject({ id: safeText().min(1).max(100) });
