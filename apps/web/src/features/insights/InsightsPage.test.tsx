import {
  AGENCY_PACKAGE_TYPE,
  insightsMessages,
  type AgencyInsights,
  type Insights,
  type OutcomeStats,
  type User,
} from '@quillbid/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyKey } from '../../lib/agencyApi';
import { fakeApi, json } from '../../test/fakeApi';
import { buildUser, fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { user } from '../../test/user';
import { InsightsPage } from './InsightsPage';

/** Counts and the rates they give, as the server computes them. */
function stats(
  sent: number,
  replied: number,
  interviews: number,
  hired: number,
  medianWords: number | null,
): OutcomeStats {
  const rate = (count: number) => (sent === 0 ? null : count / sent);
  return {
    sent,
    replied,
    interviews,
    hired,
    replyRate: rate(replied),
    interviewRate: rate(interviews),
    hireRate: rate(hired),
    medianWords,
  };
}

const insights: Insights = {
  totals: stats(24, 10, 4, 2, 212),
  templates: [
    { ...stats(21, 9, 4, 2, 230), templateId: 'template-1', title: 'Upwork opener', platform: 'UPWORK', best: true },
    { ...stats(3, 1, 0, 0, null), templateId: null, title: 'Deleted template', platform: null, best: false },
  ],
  profiles: [{ ...stats(24, 10, 4, 2, 212), profileId: 'profile-1', name: 'Full-stack developer' }],
  weekly: [
    { ...stats(10, 5, 2, 1, 200), week: '2026-11-02' },
    { ...stats(14, 5, 2, 1, 220), week: '2026-11-09' },
  ],
  categories: [
    { ...stats(20, 9, 4, 2, 215), category: 'Web, mobile and software development' },
    { ...stats(4, 1, 0, 0, 180), category: 'Design and creative' },
  ],
  // Out of order on purpose: the page lists the bands shortest first.
  lengths: [
    { ...stats(18, 9, 4, 2, 230), band: '150–299 words' },
    { ...stats(6, 1, 0, 0, 120), band: 'Under 150 words' },
  ],
};

const agencyInsights: AgencyInsights = {
  total: stats(40, 16, 6, 3, 205),
  members: [
    { ...stats(24, 10, 4, 2, 212), userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', isOwner: true },
    { ...stats(16, 6, 2, 1, 190), userId: 'user-2', name: 'Grace Hopper', email: 'grace@example.com', isOwner: false },
  ],
};

const agencyUser = buildUser({
  agencyId: { _id: 'agency-1' },
  packageSubscribed: true,
  subscription: {
    packageType: AGENCY_PACKAGE_TYPE,
    endDate: '2026-12-31T00:00:00.000Z',
    renews: true,
    limits: { profiles: 5, proposals: 100, templates: 5 },
  },
});

function renderInsights(options: { answer?: Insights; signedIn?: User; agencyOwner?: string; path?: string } = {}) {
  setTokenCookie(fakeJwt(3600));
  const fetchMock = fakeApi({
    'GET /api/users': () => json(options.signedIn ?? buildUser()),
    'GET /api/insights': () => json(options.answer ?? insights),
    'GET /api/agency/agency-1': () =>
      json({
        agency: {
          _id: 'agency-1',
          agencyName: 'Analytical Engines',
          agencyDescription: '',
          createdBy: options.agencyOwner ?? 'user-1',
          agencyUsers: ['user-1', 'user-2'],
          agencyLimits: { users: 5 },
          seatsTaken: 1,
          invitesPending: 0,
        },
      }),
    'GET /api/agency/agency-1/insights': () => json(agencyInsights),
  });
  const view = renderRoutes(
    [{ path: '/dashboard/insights', element: <InsightsPage /> }],
    options.path ?? '/dashboard/insights',
  );
  return { fetchMock, ...view };
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === path);

/** The value shown beside a total's term. */
const total = (term: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(term, { selector: 'dt' }).nextElementSibling
    ?.textContent;

/** A table row's cells as text, found by the row's name. */
const rowCells = (table: HTMLElement, name: string | RegExp) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const section = (name: string) => screen.getByRole('region', { name });

describe('Insights', () => {
  it('sums the sent proposals up: totals as whole percentages', async () => {
    renderInsights();
    await screen.findByRole('region', { name: 'Totals' });
    expect(total('Sent')).toBe('24');
    expect(total('Reply rate')).toBe('42%');
    expect(total('Interview rate')).toBe('17%');
    expect(total('Hire rate')).toBe('8%');
  });

  it('compares templates and profiles, marking the best template and the rows sent too few times', async () => {
    renderInsights();
    const templates = within(await screen.findByRole('region', { name: 'By template' })).getByRole('table', {
      name: 'By template',
    });
    expect(rowCells(templates, /^Upwork opener/)).toEqual(['21', '43%', '19%', '10%', '230']);
    const best = within(templates).getByRole('rowheader', { name: /^Upwork opener/ });
    expect(within(best).getByText('Best on Upwork')).toBeTruthy();
    expect(within(best).queryByText(/too few to compare/)).toBeNull();

    const deleted = within(templates).getByRole('rowheader', { name: /^Deleted template/ });
    expect(within(deleted).getByText('3 sent — too few to compare')).toBeTruthy();
    expect(within(deleted).queryByText(insightsMessages.bestForPlatform('Upwork'))).toBeNull();
    expect(rowCells(templates, /^Deleted template/)).toEqual(['3', '33%', '0%', '0%', '—']);

    const profiles = within(section('By profile')).getByRole('table', { name: 'By profile' });
    expect(rowCells(profiles, /^Full-stack developer/)).toEqual(['24', '42%', '17%', '8%', '212']);
  });

  it('draws each chart with a name, and shows its numbers as a table on request', async () => {
    renderInsights();
    const weekly = await screen.findByRole('region', { name: 'Reply rate over time' });
    expect(within(weekly).getByRole('figure', { name: 'Reply rate over time' })).toBeTruthy();
    expect(within(weekly).queryByRole('table')).toBeNull();

    await user.click(within(weekly).getByRole('switch', { name: 'Show as table' }));
    const weeks = within(weekly).getByRole('table', { name: 'Reply rate over time' });
    expect(rowCells(weeks, 'Nov 2, 2026')).toEqual(['10', '5', '50%']);
    expect(rowCells(weeks, 'Nov 9, 2026')).toEqual(['14', '5', '36%']);
    expect(within(weekly).queryByRole('figure')).toBeNull();

    const categories = section('Reply rate by job category');
    expect(within(categories).getByRole('figure', { name: 'Reply rate by job category' })).toBeTruthy();
    await user.click(within(categories).getByRole('switch', { name: 'Show as table' }));
    expect(rowCells(within(categories).getByRole('table'), 'Design and creative')).toEqual(['4', '1', '25%']);

    const lengths = section('Reply rate by length');
    await user.click(within(lengths).getByRole('switch', { name: 'Show as table' }));
    const bands = within(within(lengths).getByRole('table')).getAllByRole('rowheader');
    expect(bands.map((band) => band.textContent)).toEqual(['Under 150 words', '150–299 words']);
  });

  it('asks for the chosen dates and keeps them in the URL', async () => {
    const { fetchMock, router } = renderInsights({ path: '/dashboard/insights?from=2026-11-01' });
    await screen.findByRole('region', { name: 'Totals' });
    expect(calls(fetchMock, '/api/insights')[0]?.searchParams.toString()).toBe('from=2026-11-01');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(calls(fetchMock, '/api/insights').at(-1)?.searchParams.toString()).toBe('from=2026-11-01&to=2026-11-30'),
    );
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
  });

  it('says how to get figures when nothing was sent', async () => {
    renderInsights({
      answer: { totals: stats(0, 0, 0, 0, null), templates: [], profiles: [], weekly: [], categories: [], lengths: [] },
    });
    expect(await screen.findByText('Mark proposals as sent from Proposal History to see what wins.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
  });

  it("shows an agency owner each member's figures and the agency's", async () => {
    const { fetchMock } = renderInsights({ signedIn: agencyUser, path: '/dashboard/insights?to=2026-12-31' });
    const team = await within(await screen.findByRole('region', { name: 'Team' })).findByRole('table', {
      name: 'Team',
    });
    expect(rowCells(team, /^Ada Lovelace/)).toEqual(['24', '42%', '17%', '8%', '212']);
    expect(within(within(team).getByRole('rowheader', { name: /^Ada Lovelace/ })).getByText('Owner')).toBeTruthy();
    expect(rowCells(team, /^Grace Hopper/)).toEqual(['16', '38%', '13%', '6%', '190']);
    expect(rowCells(team, /^Agency total/)).toEqual(['40', '40%', '15%', '8%', '205']);
    expect(calls(fetchMock, '/api/agency/agency-1/insights')[0]?.searchParams.toString()).toBe('to=2026-12-31');
  });

  it('shows no team to an agency member who does not own the agency', async () => {
    const { fetchMock, queryClient } = renderInsights({ signedIn: agencyUser, agencyOwner: 'user-2' });
    await screen.findByRole('region', { name: 'Totals' });
    // The page knows who owns the agency once the agency has loaded.
    await waitFor(() => expect(queryClient.getQueryState(agencyKey('agency-1'))?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
    expect(calls(fetchMock, '/api/agency/agency-1/insights')).toHaveLength(0);
  });

  it('shows no team, and asks nothing of the agency, without the agency package', async () => {
    const { fetchMock } = renderInsights({ signedIn: buildUser({ agencyId: { _id: 'agency-1' } }) });
    await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(calls(fetchMock, '/api/users')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
    expect(calls(fetchMock, '/api/agency/agency-1')).toHaveLength(0);
  });
});
