import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profileSchema } from '../profile.js';
import { parseProfilePage } from './parse.js';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const NOW = new Date('2026-11-25T12:00:00Z');

describe('parseProfilePage on an Upwork profile', () => {
  const result = parseProfilePage(fixture('upwork-priya.txt'), NOW);

  it('reads the name, title, location, rate and overview from the top of the page', () => {
    expect(result.source).toBe('upwork');
    expect(result.profile.personalDetails).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      location: 'Bengaluru, India',
      profession: 'Full-Stack Developer',
    });
    expect(result.profile.profileDescription).toBe('Full-Stack Developer | React, Node.js & PostgreSQL for SaaS');
    expect(result.hourlyRate).toBe(45);
    // The profile form takes the rate too, so a post that asks for a price gets it without retyping.
    expect(result.profile.hourlyRate).toBe(45);
    expect(result.profile.profileSummary).toMatch(/^I build fast, reliable web apps for SaaS teams/);
    expect(result.profile.profileSummary).toContain('- Stripe and third-party integrations');
    expect(result.profile.profileSummary).not.toMatch(/local time|Available now|more$/);
  });

  it('takes the skills section, the employment history and the portfolio titles', () => {
    expect(result.profile.personalDetails?.skills).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
      'TypeScript',
      'Stripe',
      'REST API',
    ]);
    expect(result.profile.projectExperience?.slice(0, 2)).toEqual([
      {
        projectName: 'Senior Software Engineer at Northwind Analytics',
        projectType: 'Employment',
        projectDescription:
          'January 2021 - Present\nLed the rebuild of the customer dashboard in React and moved reporting to PostgreSQL.',
        projectSkills: ['React', 'PostgreSQL'],
      },
      {
        projectName: 'Software Engineer at Bluefield Labs',
        projectType: 'Employment',
        projectDescription:
          'June 2018 - December 2020\nBuilt the billing service and its Stripe integration in Node.js.',
        projectSkills: ['Node.js', 'Stripe'],
      },
    ]);
    expect(result.profile.projectExperience?.slice(2).map((project) => project.projectName)).toEqual([
      'Analytics dashboard for a B2B SaaS',
      'Stripe billing migration',
      'Shopify store speed-up',
    ]);
    expect(result.profile.personalDetails?.yearsOfExperience).toBe(8);
    expect(result.profile.portfolio).toEqual([
      { portfolioType: 'upwork', portfolioUrl: 'https://www.upwork.com/freelancers/~01a2b3c4d5e6f7a8b9' },
    ]);
    expect(result.missing).toEqual([]);
  });

  it('leaves what it cannot know to the user: the 17 checks still ask for the portfolio projects’ details', () => {
    const checked = profileSchema.safeParse(result.profile);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'projectExperience.2.projectDescription',
      'projectExperience.3.projectDescription',
      'projectExperience.4.projectDescription',
      'projectExperience.2.projectSkills',
      'projectExperience.3.projectSkills',
      'projectExperience.4.projectSkills',
    ]);
  });
});

describe('parseProfilePage on a short Upwork profile', () => {
  it('says which parts the page did not have', () => {
    const result = parseProfilePage(fixture('upwork-minimal.txt'), NOW);
    expect(result.source).toBe('upwork');
    expect(result.profile.personalDetails).toMatchObject({
      firstName: 'Tomás',
      lastName: 'Rivera',
      location: 'Madrid, Spain',
    });
    expect(result.hourlyRate).toBe(30);
    expect(result.profile.profileSummary).toBe(
      'I write landing pages, emails and case studies that turn trials into customers.',
    );
    expect(result.missing).toEqual(['employment', 'portfolio', 'profileLink']);
  });
});

describe('parseProfilePage on a LinkedIn profile', () => {
  const result = parseProfilePage(fixture('linkedin-priya.txt'), NOW);

  it('reads the headline, location, About and the link, and skips pronouns and counters', () => {
    expect(result.source).toBe('linkedin');
    expect(result.profile.personalDetails).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      location: 'Bengaluru, Karnataka, India',
      profession: 'Full-Stack Developer',
    });
    expect(result.profile.profileDescription).toBe(
      'Full-Stack Developer at Northwind Analytics | React · Node.js · PostgreSQL',
    );
    expect(result.profile.profileSummary).toMatch(/^I build fast, reliable web apps.*Europe\.$/);
    expect(result.hourlyRate).toBeNull();
    expect(result.profile.hourlyRate).toBeNull();
    expect(result.profile.portfolio).toEqual([
      { portfolioType: 'linkedin', portfolioUrl: 'https://www.linkedin.com/in/priya-sharma-dev' },
    ]);
  });

  it('turns each position into a project with its skills, without the place line', () => {
    expect(result.profile.projectExperience).toEqual([
      {
        projectName: 'Senior Software Engineer at Northwind Analytics',
        projectType: 'Employment',
        projectDescription:
          'Jan 2021 - Present\nLed the rebuild of the customer dashboard in React and moved reporting to PostgreSQL.',
        projectSkills: ['React', 'PostgreSQL', 'TypeScript'],
      },
      {
        projectName: 'Software Engineer at Bluefield Labs',
        projectType: 'Employment',
        projectDescription: 'Jun 2018 - Dec 2020\nBuilt the billing service and its Stripe integration in Node.js.',
        projectSkills: ['Node.js', 'Stripe'],
      },
    ]);
    expect(result.profile.personalDetails?.skills).toEqual(['React', 'Node.js', 'PostgreSQL', 'TypeScript', 'Stripe']);
    expect(result.missing).toEqual(['hourlyRate', 'portfolio']);
  });

  it('reads a page with no skills section and a year-only date', () => {
    const other = parseProfilePage(fixture('linkedin-nohead.txt'), NOW);
    expect(other.profile.personalDetails).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Weber',
      location: 'Berlin, Germany',
      profession: 'Product designer',
      yearsOfExperience: 7,
    });
    expect(other.profile.projectExperience?.[0]?.projectName).toBe('Lead Product Designer at Kontor Bank');
    expect(other.missing).toEqual(['hourlyRate', 'skills', 'portfolio', 'profileLink']);
  });
});

describe('parseProfilePage on text it does not know', () => {
  it('finds nothing it would have to guess', () => {
    const result = parseProfilePage('lorem ipsum dolor\nsit amet', NOW);
    expect(result.source).toBe('unknown');
    expect(result.found).toEqual([]);
    expect(result.profile.personalDetails?.firstName).toBe('');
  });
});
