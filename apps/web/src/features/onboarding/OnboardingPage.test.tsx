import {
  ONBOARDING_QUESTIONS,
  onboardingMessages,
  type OnboardingAnswerInput,
  type OnboardingAnswers,
} from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../../lib/currentUser';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { OnboardingPage } from './OnboardingPage';

/** The first six questions answered, so the page opens at the last step. */
const sixAnswered: OnboardingAnswers = {
  serviceType: 'Design',
  hoursPerWeek: 'Over 20',
  hourlyRate: '$40-80',
  biggestChallenge: 'Time writing proposals',
  jobsPerWeek: '5-15',
  usesAiTools: 'No',
};

function renderOnboarding(given: OnboardingAnswers = {}, save?: () => Response) {
  setTokenCookie(fakeJwt(3600));
  let answers = { ...given };
  const sent: OnboardingAnswerInput[] = [];
  const fetchMock = fakeApi({
    'POST /api/onboarding/start': () => json({ answers }),
    'POST /api/onboarding': ({ body }) => {
      if (save) return save();
      const input = body as OnboardingAnswerInput;
      sent.push(input);
      answers = { ...answers, [input.question]: input.answer };
      return json({ answers });
    },
  });
  const view = renderRoutes(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
    ],
    '/onboarding',
  );
  return { ...view, sent, fetchMock };
}

const option = (name: string) => screen.getByRole('button', { name });
const back = () => screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;

describe('OnboardingPage', () => {
  it('opens at the first question with the step indicator and Back disabled', async () => {
    renderOnboarding();

    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What type of services do you offer?' })).toBeTruthy();
    for (const name of ONBOARDING_QUESTIONS[0].options) expect(option(name)).toBeTruthy();
    expect(back().disabled).toBe(true);
  });

  it('marks the questionnaire as offered once and resumes at the first unanswered question', async () => {
    const { fetchMock } = renderOnboarding({ serviceType: 'Design' });

    expect(await screen.findByText(onboardingMessages.stepOf(2))).toBeTruthy();
    expect(screen.getByRole('heading', { name: ONBOARDING_QUESTIONS[1].question })).toBeTruthy();
    const starts = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/onboarding/start'));
    expect(starts).toHaveLength(1);
  });

  it('records the picked answer and advances', async () => {
    const { sent } = renderOnboarding();

    await user.click(await screen.findByRole('button', { name: 'Marketing' }));

    expect(await screen.findByText('Step 2 of 7')).toBeTruthy();
    expect(sent).toEqual([{ question: 'serviceType', answer: 'Marketing' }]);
  });

  it('goes back to the previous step with its answer selected', async () => {
    renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Marketing' }));
    await screen.findByText('Step 2 of 7');

    await user.click(back());

    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(option('Marketing').getAttribute('aria-pressed')).toBe('true');
    expect(option('Design').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for the goal last and goes to the dashboard after it', async () => {
    const { router, sent } = renderOnboarding(sixAnswered);

    expect(await screen.findByText('Step 7 of 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What is your main goal?' })).toBeTruthy();
    for (const name of ['Find jobs faster', 'Spend less time writing', 'Create high-quality cover letters']) {
      expect(option(name)).toBeTruthy();
    }
    await user.click(option('Spend less time writing'));

    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sent).toEqual([{ question: 'goal', answer: 'Spend less time writing' }]);
  });

  it('asks the goal of a user who answered the retired marketplace question at step 7', async () => {
    setTokenCookie(fakeJwt(3600));
    fakeApi({ 'POST /api/onboarding/start': () => json({ answers: { ...sixAnswered, mainPlatform: 'Upwork' } }) });
    renderRoutes([{ path: '/onboarding', element: <OnboardingPage /> }], '/onboarding');

    expect(await screen.findByText(onboardingMessages.stepOf(7), {})).toBeTruthy();
    expect(screen.getByRole('heading', { name: ONBOARDING_QUESTIONS[6].question })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upwork' })).toBeNull();
  });

  it("stays on the step and shows the server's error when saving fails", async () => {
    renderOnboarding({}, () => json({ error: onboardingMessages.unknownAnswer, code: 'VALIDATION' }, 400));

    await user.click(await screen.findByRole('button', { name: 'Design' }));

    expect(await screen.findByText(onboardingMessages.unknownAnswer)).toBeTruthy();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect((option('Design') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the answer was not saved when the answer is unreadable', async () => {
    renderOnboarding({}, () => json({ saved: true }));

    await user.click(await screen.findByRole('button', { name: 'Design' }));

    expect(await screen.findByText('Your answer could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
  });

  it('lets the user skip to the dashboard', async () => {
    renderOnboarding();
    const skip = await screen.findByRole('link', { name: 'Skip for now' });
    expect(skip.getAttribute('href')).toBe('/dashboard');
  });

  it('stops the dashboard from sending the user here again', async () => {
    const { queryClient } = renderOnboarding();
    queryClient.setQueryData(currentUserKey, buildUser({ onboardingPending: true }));

    await screen.findByText('Step 1 of 7');

    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ onboardingPending: false }));
  });

  it('lets the user skip when the questionnaire cannot be loaded, without being sent back', async () => {
    setTokenCookie(fakeJwt(3600));
    fakeApi({ 'POST /api/onboarding/start': () => json({ error: 'Service unavailable' }, 503) });
    const { queryClient } = renderRoutes([{ path: '/onboarding', element: <OnboardingPage /> }], '/onboarding');
    queryClient.setQueryData(currentUserKey, buildUser({ onboardingPending: true }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Service unavailable');
    expect(screen.getByRole('link', { name: 'Skip for now' })).toBeTruthy();
    expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ onboardingPending: false });
  });
});
