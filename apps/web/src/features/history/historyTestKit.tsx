import type { Job, JobPage } from '@quillbid/shared';
import { fakeApi, json } from '../../test/fakeApi';
import { buildProfile, buildTemplate, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { HistoryPage } from './HistoryPage';

export type Routes = Parameters<typeof fakeApi>[0];

export const templateId = '11111111-1111-4111-8111-111111111111';
export const profileId = '22222222-2222-4222-8222-222222222222';

/**
 * The history page at `path` (its query string holds the filters), signed in, with the API faked at fetch:
 * `page` answers `GET job`, the user has one template and one profile, and `routes` add or replace calls.
 */
export function renderHistory(
  page: (url: URL) => Partial<JobPage> & { jobs: Job[] },
  routes: Routes = {},
  path = '/dashboard/history',
) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/job': ({ url }) => {
      const answer = page(url);
      return json({ total: answer.jobs.length, page: 1, pageSize: 20, ...answer });
    },
    'GET /api/template': () =>
      json({ templates: [buildTemplate({ _id: templateId, templateTitle: 'Upwork opener' })] }),
    'GET /api/profile': () =>
      json({ profiles: [buildProfile({ _id: profileId, profileName: 'Full-stack developer' })] }),
    'GET /api/job/job-1/events': () => json({ events: [] }),
    'GET /api/job/job-1/answers': () => json({ answers: [] }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/history', element: <HistoryPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    path,
  );
  return { fetchMock, ...view };
}

/** The URLs of the calls to `path` (e.g. '/api/job'), in the order they were made. */
export const requestsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === path);
