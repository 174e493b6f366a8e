import { fitLabels, type Profile, type ProfileFit } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { JobFitList } from './JobFitList';

function buildProfile(id: string, profileName: string): Profile {
  return {
    _id: id,
    profileName,
    profileDescription: '',
    profileSummary: '',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'Leeds, UK',
      profession: '',
      skills: [],
      yearsOfExperience: 6,
    },
    portfolio: [],
    projectExperience: [],
    hourlyRate: null,
    availability: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

function buildFit(overrides: Partial<ProfileFit> = {}): ProfileFit {
  return { profileId: 'email', score: 63, matched: [], missing: [], ...overrides };
}

function renderList(fits: ProfileFit[]) {
  const profiles = [buildProfile('email', 'Email marketer'), buildProfile('brand', 'Brand designer')];
  renderRoutes([{ path: '/', element: <JobFitList fits={fits} profiles={profiles} /> }], '/');
  return screen.getByRole('region', { name: 'Job fit' });
}

const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

describe('JobFitList', () => {
  it('explains a score by the required skills it has and lacks, with nice-to-have skills apart', () => {
    const list = renderList([
      buildFit({
        basis: 'skills',
        matched: ['Klaviyo', 'Copywriting', 'Figma'],
        missing: ['GA4', 'Canva'],
        required: { matched: ['Klaviyo', 'Copywriting'], missing: ['GA4'] },
        niceToHave: { matched: ['Figma'], missing: ['Canva'] },
        profileTerms: ['email'],
      }),
    ]);
    const email = row(list, 'Email marketer');
    expect(within(email).getByText('63/100')).toBeTruthy();
    expect(within(email).getByText('2 of 3 required skills · 1 of 2 nice-to-have skills')).toBeTruthy();
    const matched = within(email).getByRole('list', { name: fitLabels.matchedSkills });
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Klaviyo', 'Copywriting']);
    expect(within(email).getByText('Missing: GA4')).toBeTruthy();
    expect(within(email).getByText('Nice to have, in the profile: Figma')).toBeTruthy();
    expect(within(email).getByText('Nice to have, not in the profile: Canva')).toBeTruthy();
  });

  it('says when the post asks for no skills, and what the profile shares with the work, instead of a bare number', () => {
    const list = renderList([
      buildFit({
        profileId: 'brand',
        score: 82,
        basis: 'profile',
        required: { matched: [], missing: [] },
        niceToHave: { matched: [], missing: [] },
        profileTerms: ['packaging', 'labels'],
      }),
    ]);
    const brand = row(list, 'Brand designer');
    expect(within(brand).getByText('82/100')).toBeTruthy();
    expect(
      within(brand).getByText(
        'The post asks for no specific skills, so this score compares the profile’s profession, summary and projects with the work.',
      ),
    ).toBeTruthy();
    expect(within(brand).getByText('In common with the work: packaging, labels.')).toBeTruthy();
    expect(within(brand).queryByText(/^Missing:/)).toBeNull();
    expect(within(brand).queryByRole('list', { name: fitLabels.matchedSkills })).toBeNull();
  });

  it('reads the plain lists a server without the breakdown sends as required skills', () => {
    const list = renderList([buildFit({ score: 72, matched: ['React', 'Node.js'], missing: ['Stripe'] })]);
    const email = row(list, 'Email marketer');
    expect(within(email).getByText('2 of 3 required skills')).toBeTruthy();
    expect(within(email).getByText('Missing: Stripe')).toBeTruthy();
  });
});
