import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../lib/currentUser';
import { buildUser, fakeJwt, setTokenCookie } from '../test/fixtures';
import { fakeApi, json } from '../test/fakeApi';
import { prefetchSignedIn } from './prefetchSignedIn';
import { createQueryClient } from './queryClient';

const user = buildUser({ firstName: 'Ada' });
const api = () =>
  fakeApi({
    'GET /api/users': () => json(user),
    'GET /api/config': () => json({ extensionIds: [] }),
  });

describe('prefetchSignedIn', () => {
  it('asks for the user and the config at once while a session is valid', async () => {
    setTokenCookie(fakeJwt(60));
    const fetchMock = api();
    const queryClient = createQueryClient();
    prefetchSignedIn(queryClient);
    const paths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), window.location.origin).pathname);
    await expect.poll(paths).toEqual(['/api/users', '/api/config']);
    await expect.poll(() => queryClient.getQueryData(currentUserKey)).toEqual(user);
  });

  it("sends the user's request before the code that checks its answer has loaded", () => {
    setTokenCookie(fakeJwt(60));
    const fetchMock = api();
    prefetchSignedIn(createQueryClient());
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), window.location.origin).pathname);
    expect(paths).toContain('/api/users');
  });

  it('asks for nothing without a session, or with an expired one', () => {
    const fetchMock = api();
    prefetchSignedIn(createQueryClient());
    setTokenCookie(fakeJwt(-60));
    prefetchSignedIn(createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
