import { describe, expect, it } from 'vitest';
import {
  missingProjectFields,
  profileIssues,
  profileMessages,
  profileSchema,
  projectFormSchema,
  validateProfile,
  type ProfileInput,
  type Project,
} from './profile.js';

const project: Project = {
  projectName: 'Shop',
  projectType: 'Web App',
  projectDescription: 'A storefront.',
  projectLink: 'https://example.com/shop',
  projectSkills: ['React'],
};

const complete: ProfileInput = {
  profileName: 'Full-stack',
  profileDescription: 'Web apps end to end',
  profileSummary: 'I build web apps.',
  personalDetails: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'London',
    profession: 'Engineer',
    skills: ['TypeScript'],
    yearsOfExperience: 7,
  },
  portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/ada' }],
  projectExperience: [project],
  hourlyRate: null,
  availability: '',
};

const issues = (input: unknown) =>
  profileSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('profileSchema', () => {
  it("reports an empty profile's failures in the spec's order, each on its field", () => {
    expect(issues({})).toEqual([
      ['profileName', 'Profile Name is required.'],
      ['profileDescription', 'Profile Description is required.'],
      ['profileSummary', 'Profile Summary is required.'],
      ['personalDetails.firstName', 'First Name is required.'],
      ['personalDetails.lastName', 'Last Name is required.'],
      ['personalDetails.profession', 'Profession is required.'],
      ['personalDetails.location', 'Location is required.'],
      ['personalDetails.skills', 'At least one skill is required.'],
      ['personalDetails.yearsOfExperience', 'Years of Experience is required.'],
      ['portfolio', 'At least one portfolio item is required.'],
      ['projectExperience', 'At least one project experience is required.'],
    ]);
  });

  it('marks every row that breaks a list rule, rule by rule', () => {
    const profile = {
      ...complete,
      portfolio: [
        { portfolioType: 'github', portfolioUrl: '' },
        { portfolioType: '', portfolioUrl: 'https://github.com/ada' },
        { portfolioType: 'upwork', portfolioUrl: 'https://gitlab.com/ada' },
      ],
      projectExperience: [
        { ...project, projectSkills: [] },
        { ...project, projectName: ' ', projectType: '' },
      ],
    };
    expect(issues(profile)).toEqual([
      ['portfolio.1.portfolioType', profileMessages.portfolioTypeRequired],
      ['portfolio.0.portfolioUrl', profileMessages.portfolioUrlRequired],
      ['projectExperience.1.projectName', profileMessages.projectNameRequired],
      ['projectExperience.1.projectType', profileMessages.projectTypeRequired],
      ['projectExperience.0.projectSkills', profileMessages.projectSkillRequired],
      ['portfolio.2.portfolioUrl', 'Invalid URL format for Upwork'],
    ]);
  });

  it('names the project whose link is not an http address', () => {
    const profile = {
      ...complete,
      projectExperience: [project, { ...project, projectName: 'Blog', projectLink: 'ftp://x' }],
    };
    expect(issues(profile)).toEqual([
      ['projectExperience.1.projectLink', 'Project Link of "Blog" must be an http or https address.'],
    ]);
  });

  it('accepts a complete profile, with or without a project link', () => {
    expect(issues(complete)).toEqual([]);
    expect(issues({ ...complete, projectExperience: [{ ...project, projectLink: undefined }] })).toEqual([]);
  });
});

describe('the optional rate and availability', () => {
  it('leaves them unset by default and outside the 17 checks', () => {
    const { hourlyRate, availability, ...rest } = complete;
    expect(hourlyRate).toBeNull();
    expect(availability).toBe('');
    const parsed = profileSchema.parse(rest);
    expect(parsed).toMatchObject({ hourlyRate: null, availability: '' });
  });

  it('takes a rate from 1 to 1,000 dollars an hour, cents included, and availability up to 200 characters', () => {
    const parsed = profileSchema.parse({ ...complete, hourlyRate: 45.5, availability: '  Full-time from 3 March  ' });
    expect(parsed).toMatchObject({ hourlyRate: 45.5, availability: 'Full-time from 3 March' });
    expect(issues({ ...complete, hourlyRate: 1 })).toEqual([]);
    expect(issues({ ...complete, hourlyRate: 1000 })).toEqual([]);
  });

  it('refuses a rate out of range or not a number, and a long availability, each with its own message', () => {
    const rate = 'Hourly rate must be a number from 1 to 1,000 (US dollars an hour).';
    expect(profileMessages.hourlyRateInvalid).toBe(rate);
    expect(issues({ ...complete, hourlyRate: 0 })).toEqual([['hourlyRate', rate]]);
    expect(issues({ ...complete, hourlyRate: 1000.5 })).toEqual([['hourlyRate', rate]]);
    expect(issues({ ...complete, hourlyRate: '45' })).toEqual([['hourlyRate', rate]]);
    expect(issues({ ...complete, availability: 'x'.repeat(201) })).toEqual([
      ['availability', 'Availability can be at most 200 characters.'],
    ]);
  });
});

describe('validateProfile', () => {
  it('gives the first failure only, or null', () => {
    expect(validateProfile({ ...complete, profileSummary: '', portfolio: [] })).toBe(profileMessages.summaryRequired);
    expect(
      validateProfile({ ...complete, personalDetails: { ...complete.personalDetails, yearsOfExperience: 0 } }),
    ).toBe(profileMessages.yearsRequired);
    expect(validateProfile(complete)).toBeNull();
    expect(profileIssues(complete)).toEqual([]);
  });
});

describe('projectFormSchema', () => {
  it('marks each missing field in the modal, then the link', () => {
    const result = projectFormSchema.safeParse({ projectName: 'Shop', projectLink: 'example.com' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['projectType', profileMessages.projectTypeRequired],
      ['projectDescription', profileMessages.projectDescriptionRequired],
      ['projectSkills', profileMessages.projectSkillRequired],
      ['projectLink', 'Project Link must be an http or https address.'],
    ]);
  });

  it('names the missing fields in the order the modal shows them', () => {
    expect(missingProjectFields({ projectName: 'Shop' })).toEqual([
      'Project Type',
      'Project Description',
      'Project Skills',
    ]);
    expect(missingProjectFields(project)).toEqual([]);
  });
});
