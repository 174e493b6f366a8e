import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { landingPage } from './landingPage';

const WITHIN_MS = 2000;

describe('landingPage', () => {
  it('opens the questionnaire for an account that has not been offered it, asking as the new session', async () => {
    const token = fakeJwt(3600);
    setTokenCookie(token);
    let authorization: string | null = null;
    fakeApi({
      'GET /api/users': ({ headers }) => {
        authorization = headers.get('Authorization');
        return json(buildUser({ onboardingPending: true }));
      },
    });

    expect(await landingPage(WITHIN_MS)).toBe('/onboarding');
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('opens the dashboard for an account past the questionnaire', async () => {
    fakeApi({ 'GET /api/users': () => json(buildUser({ onboardingPending: false })) });
    expect(await landingPage(WITHIN_MS)).toBe('/dashboard');
  });

  it('opens the dashboard when the answer is an error or not a user', async () => {
    fakeApi({ 'GET /api/users': () => json({ error: 'Internal Server Error' }, 500) });
    expect(await landingPage(WITHIN_MS)).toBe('/dashboard');

    fakeApi({ 'GET /api/users': () => json({ onboardingPending: true }) });
    expect(await landingPage(WITHIN_MS)).toBe('/dashboard');
  });

  it('opens the dashboard when the server does not answer in time', async () => {
    const unanswered = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', unanswered);

    expect(await landingPage(20)).toBe('/dashboard');
    expect(unanswered).toHaveBeenCalledOnce();
  });
});
