import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fitLabels, type Profile, type ProfileFit, type Template } from '@quillbid/shared';
import { WriteOptions } from './WriteOptions';

function buildProfile(id: string, profileName: string): Profile {
  return {
    _id: id,
    profileName,
    profileDescription: '',
    profileSummary: '',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: '',
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

const template: Template = {
  _id: 't1',
  templateTitle: 'Upwork opener',
  templateDescription: '',
  templateDetail: '<p>Hi</p>',
  profileId: null,
  platform: 'UPWORK',
  templateType: 'proposal',
  default: true,
  starterTemplate: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const profiles = [buildProfile('brand', 'Brand designer'), buildProfile('dev', 'Shopify developer')];

function renderOptions(fits: ProfileFit[], profileId = 'brand') {
  render(
    <WriteOptions
      profiles={profiles}
      templates={[template]}
      fits={fits}
      choices={{ profileId, templateId: 't1', tone: 'professional', length: 'medium' }}
      onChange={vi.fn()}
      withLength
    />,
  );
  return screen.getByRole('group', { name: fitLabels.heading });
}

const lines = (group: HTMLElement) =>
  within(group)
    .getAllByRole('paragraph')
    .map((line) => line.textContent);

describe('the fit of the profile to write with', () => {
  it('says the post asks for no skills and what the profile shares with the work, with its score', () => {
    const fit = renderOptions([
      {
        profileId: 'brand',
        score: 82,
        matched: [],
        missing: [],
        basis: 'profile',
        required: { matched: [], missing: [] },
        niceToHave: { matched: [], missing: [] },
        profileTerms: ['packaging', 'labels'],
      },
      { profileId: 'dev', score: 8, matched: [], missing: [], basis: 'profile', profileTerms: [] },
    ]);
    expect(screen.getByRole('option', { name: 'Brand designer — fit 82/100' })).toBeTruthy();
    expect(lines(fit)).toEqual([
      'The post asks for no specific skills, so this score compares the profile’s profession, summary and projects with the work.',
      'In common with the work: packaging, labels.',
    ]);
  });

  it('counts the required skills, names those it has and lacks, and keeps nice-to-have skills apart', () => {
    const fit = renderOptions(
      [
        {
          profileId: 'dev',
          score: 63,
          matched: ['Shopify', 'Liquid', 'Figma'],
          missing: ['JavaScript', 'Canva'],
          basis: 'skills',
          required: { matched: ['Shopify', 'Liquid'], missing: ['JavaScript'] },
          niceToHave: { matched: ['Figma'], missing: ['Canva'] },
          profileTerms: ['theme'],
        },
      ],
      'dev',
    );
    expect(lines(fit)).toEqual([
      '2 of 3 required skills · 1 of 2 nice-to-have skills',
      'Has: Shopify, Liquid',
      'Missing: JavaScript',
      'Nice to have, in the profile: Figma',
      'Nice to have, not in the profile: Canva',
    ]);
  });

  it('explains the plain lists of a server that sends no breakdown', () => {
    const fit = renderOptions([{ profileId: 'brand', score: 40, matched: ['Figma'], missing: ['Webflow'] }]);
    expect(lines(fit)).toEqual(['1 of 2 required skills', 'Has: Figma', 'Missing: Webflow']);
  });
});
