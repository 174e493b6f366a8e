import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analysisLabels, type JobAnalysis } from '@quillbid/shared';
import { AnalysisSummary } from './AnalysisSummary';

function buildAnalysis(overrides: Partial<JobAnalysis> = {}): JobAnalysis {
  return {
    deliverable: 'Design packaging',
    category: 'Design and creative',
    language: { code: 'en', name: 'English', english: true, mixed: false },
    skills: [],
    fits: [],
    instructions: [],
    requirements: [],
    needTerms: ['packaging'],
    notes: [],
    ...overrides,
  };
}

const skillsFact = () => screen.getByText(analysisLabels.skills).nextElementSibling?.textContent;

describe('the analysis summary in the panel', () => {
  it('says a post asks for no skills, and that the ones it names in passing do not count', () => {
    render(
      <AnalysisSummary
        analysis={buildAnalysis({ skillNeeds: { required: [], niceToHave: [], mentioned: ['Shopify', 'WordPress'] } })}
      />,
    );
    expect(skillsFact()).toBe('The post asks for no specific skills.Named in passing, not counted: Shopify, WordPress');
  });

  it('lists the required skills and the nice-to-have ones apart', () => {
    render(
      <AnalysisSummary
        analysis={buildAnalysis({
          skills: ['Klaviyo', 'GA4', 'Figma'],
          skillNeeds: { required: ['Klaviyo', 'GA4'], niceToHave: ['Figma'], mentioned: [] },
        })}
      />,
    );
    expect(skillsFact()).toBe('Required: Klaviyo, GA4Nice to have: Figma');
  });

  it('lists the skills of a server that does not tell them apart', () => {
    render(<AnalysisSummary analysis={buildAnalysis({ skills: ['Figma'] })} />);
    expect(skillsFact()).toBe('Figma');
  });
});
