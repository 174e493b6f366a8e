import { screeningMessages, type ScreeningAnswer } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildJob } from '../../test/fixtures';
import { findToast } from '../../test/formErrors';
import { preloadLazyChunks } from '../../test/preload';
import { user } from '../../test/user';
import { buildTemplate, editorHolding, openStream, renderGenerate } from './generateTestKit';

const answers: ScreeningAnswer[] = [
  {
    question: 'Have you used Stripe?',
    answer: 'Yes. I have used Stripe on client work.',
    reason: null,
    claims: [{ text: 'Stripe', kind: 'skill', support: 'Skills: Stripe' }],
  },
  { question: 'What is your hourly rate?', answer: null, reason: screeningMessages.reasons.rate, claims: [] },
];

const section = () => screen.getByRole('region', { name: 'Screening questions' });
const questionsBox = () => within(section()).getByRole('textbox', { name: 'Questions, one per line' });

async function paste(text: string) {
  await user.click(questionsBox());
  await user.paste(text);
}

/** Generation is done, and its modal has faded out (until then the page behind it is hidden). */
async function generated() {
  expect(await screen.findByText('Proposal generated successfully')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull());
}

const streamRequest = (fetchMock: ReturnType<typeof renderGenerate>) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/stream'))?.[1]?.body ?? '{}'),
  ) as Record<string, unknown>;

describe('Screening questions on the generate page', () => {
  preloadLazyChunks(() => import('../../components/RichEditor/RichEditor'));

  it('sends the pasted questions with the default question template, then shows each drafted answer to edit and copy', async () => {
    const stream = openStream();
    const fetchMock = renderGenerate({
      templates: [
        buildTemplate({ default: true }),
        buildTemplate({ _id: 'answers-1', templateTitle: 'Short answers', templateType: 'question' }),
        buildTemplate({ _id: 'answers-2', templateTitle: 'Evidence first', templateType: 'question', default: true }),
      ],
      stream: () => stream.response,
    });
    await editorHolding('Hi {client name}');
    expect(within(section()).getByText(screeningMessages.hint)).toBeTruthy();
    await paste('1. Have you used Stripe?\n\n2. What is your hourly rate?\n');
    expect(within(section()).getByRole('combobox', { name: 'Answers template' }).textContent).toBe('Evidence first');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    stream.send('chunk', { text: '<p>Hi Sam,</p>' });
    stream.send('done', { job: buildJob({ aiResponse: '<p>Hi Sam,</p>' }), answers });
    stream.close();
    await generated();
    expect(streamRequest(fetchMock)).toMatchObject({
      questions: ['Have you used Stripe?', 'What is your hourly rate?'],
      questionTemplateId: 'answers-2',
    });

    const first = await within(section()).findByRole('textbox', { name: 'Answer to question 1' });
    expect((first as HTMLTextAreaElement).value).toBe('Yes. I have used Stripe on client work.');
    expect(within(section()).getByText('1. Have you used Stripe?')).toBeTruthy();
    // The rate is the user's to give: no box to fill with an invented one, only the reason.
    expect(within(section()).queryByRole('textbox', { name: 'Answer to question 2' })).toBeNull();
    expect(within(section()).getByText('Only you can answer this: your rate')).toBeTruthy();

    await user.click(first);
    await user.keyboard('{End} Most recently in 2025.');
    await user.click(within(section()).getByRole('button', { name: 'Copy answer 1' }));
    expect(await navigator.clipboard.readText()).toBe('Yes. I have used Stripe on client work. Most recently in 2025.');
    expect(await screen.findByText(screeningMessages.copied)).toBeTruthy();
  });

  it('holds more than ten questions back with the reason, and sends nothing', async () => {
    const fetchMock = renderGenerate({ templates: [buildTemplate({ default: true })] });
    await editorHolding('Hi {client name}');
    await paste(Array.from({ length: 11 }, (_, i) => `Question ${i + 1}?`).join('\n'));
    expect(within(section()).getByText('Add at most 10 screening questions.')).toBeTruthy();
    expect(questionsBox().getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await findToast(screeningMessages.tooMany)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/job/stream'))).toBe(false),
    );
  });

  it('sends no questions and offers no template choice when none are pasted', async () => {
    const stream = openStream();
    const fetchMock = renderGenerate({
      templates: [
        buildTemplate({ default: true }),
        buildTemplate({ _id: 'answers-1', templateTitle: 'Short answers', templateType: 'question' }),
      ],
      stream: () => stream.response,
    });
    await editorHolding('Hi {client name}');
    expect(within(section()).queryByRole('combobox', { name: 'Answers template' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('done', { job: buildJob() });
    stream.close();
    await generated();
    const sent = streamRequest(fetchMock);
    expect(sent).not.toHaveProperty('questions');
    expect(sent).not.toHaveProperty('questionTemplateId');
    expect(within(section()).queryByRole('list')).toBeNull();
  });
});
