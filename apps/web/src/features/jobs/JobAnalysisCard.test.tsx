import { analysisLabels, type JobAnalysis, type PreSendCheck } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAnalysis, buildInstruction } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { JobAnalysisCard } from './JobAnalysisCard';

const startWord = buildInstruction();
const samples = buildInstruction({
  kind: 'attach',
  label: 'Attach or link samples of your work',
  quote: 'Attach samples of your work.',
  value: 'samples',
  writable: false,
});
const availability = buildInstruction({
  kind: 'include',
  label: 'Say when you are available',
  quote: 'Tell us your availability.',
  value: 'availability',
  topic: ['availability'],
});

const analysis = buildAnalysis({
  deliverable: 'Build a React dashboard',
  notes: ['This post is in Spanish: the offline writer drafts in English.'],
  requirements: [
    { kind: 'location', severity: 'requirement', label: 'Location: US only', quote: 'US-based freelancers only.' },
    { kind: 'budget', severity: 'red-flag', label: 'Budget: far below the usual cost', quote: 'Budget is $50 fixed.' },
  ],
  instructions: [startWord, samples, availability],
});

function renderCard(props: { analysis?: JobAnalysis; error?: Error; statuses?: PreSendCheck['instructions'] }) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <JobAnalysisCard analysis={props.analysis} error={props.error ?? null} statuses={props.statuses ?? null} />
        ),
      },
    ],
    '/',
  );
  return screen.getByRole('region', { name: 'Job analysis' });
}

const itemsOf = (card: HTMLElement, listName: string) =>
  within(within(card).getByRole('list', { name: listName })).getAllByRole('listitem');

describe('JobAnalysisCard', () => {
  it('shows the deliverable, the language note, the skills asked for, and red flags before requirements', () => {
    const card = renderCard({ analysis });
    expect(within(card).getByText('Build a React dashboard')).toBeTruthy();
    expect(within(card).getByText('English')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe(analysis.notes[0]);
    expect(itemsOf(card, analysisLabels.skills).map((item) => item.textContent)).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
    ]);

    const [flag, requirement] = itemsOf(card, 'Requirements and red flags');
    // The severity is said in words (the icon's title), not by colour alone.
    expect(flag?.textContent).toBe('Red flagBudget: far below the usual cost“Budget is $50 fixed.”');
    expect(requirement?.textContent).toBe('RequirementLocation: US only“US-based freelancers only.”');
  });

  it('shows required and nice-to-have skills apart, and the skills named in passing as not counted', () => {
    const card = renderCard({
      analysis: buildAnalysis({
        skills: ['Klaviyo', 'GA4', 'Figma'],
        skillNeeds: { required: ['Klaviyo', 'GA4'], niceToHave: ['Figma'], mentioned: ['Shopify'] },
      }),
    });
    const texts = (name: string) => itemsOf(card, name).map((item) => item.textContent);
    expect(texts(analysisLabels.requiredSkills)).toEqual(['Klaviyo', 'GA4']);
    expect(texts(analysisLabels.niceToHaveSkills)).toEqual(['Figma']);
    expect(within(card).getByText('Named in passing, not counted: Shopify')).toBeTruthy();
  });

  it('says the post asks for no skills when it only names some in passing', () => {
    const card = renderCard({
      analysis: buildAnalysis({ skills: [], skillNeeds: { required: [], niceToHave: [], mentioned: ['Shopify'] } }),
    });
    expect(within(card).getByText('The post asks for no specific skills.')).toBeTruthy();
    expect(within(card).getByText(analysisLabels.mentionedSkills(['Shopify']))).toBeTruthy();
    expect(within(card).queryByRole('list', { name: analysisLabels.requiredSkills })).toBeNull();
  });

  it("labels each instruction with the live check's status, in words", () => {
    const card = renderCard({
      analysis,
      statuses: [
        { instruction: startWord, status: 'covered' },
        { instruction: samples, status: 'yours' },
        { instruction: availability, status: 'missing' },
      ],
    });
    const [first, second, third] = itemsOf(card, 'What the post asks of your proposal');
    expect(within(first as HTMLElement).getByText('Covered')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(`“${startWord.quote}”`)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Only you can do this')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Missing')).toBeTruthy();
  });

  it('counts nothing as covered before a check has run, and leaves attachments to the freelancer', () => {
    const card = renderCard({ analysis });
    const statuses = itemsOf(card, analysisLabels.instructions).map(
      (item) => within(item).getByText(/^(Covered|Missing|Only you can do this)$/).textContent,
    );
    expect(statuses).toEqual([
      analysisLabels.status.missing,
      analysisLabels.status.yours,
      analysisLabels.status.missing,
    ]);
  });

  it('says so when the post has no requirements and no instructions', () => {
    const card = renderCard({ analysis: buildAnalysis() });
    expect(within(card).getByText(analysisLabels.noRequirements)).toBeTruthy();
    expect(within(card).getByText('The post gives no instructions')).toBeTruthy();
  });

  it('shows progress while the post is read', () => {
    const loading = renderCard({});
    expect(within(loading).getByRole('progressbar', { name: analysisLabels.loading })).toBeTruthy();
  });

  it('shows the error when the post cannot be read', () => {
    const card = renderCard({ error: new Error('You are offline.') });
    expect(within(card).getByRole('alert').textContent).toBe('You are offline.');
  });
});
