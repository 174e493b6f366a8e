import {
  nextStatuses,
  outcomeMessages,
  proposalStatusLabels,
  type Job,
  type ProposalStatus,
  type StatusEvent,
} from '@quillbid/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeApi';
import { buildJob } from '../../test/fixtures';
import { findToast } from '../../test/formErrors';
import { user } from '../../test/user';
import { renderHistory, requestsTo } from './historyTestKit';

const title = 'React dashboard for a SaaS';
const sentAt = '2026-12-23T13:00:00.000Z';
const repliedAt = '2026-12-24T09:30:00.000Z';

/** A server that keeps one proposal's status and timeline, and refuses moves `canMove` says no to. */
function statusServer(start: ProposalStatus, canMove: (to: ProposalStatus) => boolean = () => true) {
  let job: Job = buildJob({ status: start });
  let events: StatusEvent[] = start === 'draft' ? [] : [{ status: start, at: sentAt }];
  const answer = () => json({ job, events });
  const routes = {
    'POST /api/job/job-1/status': ({ body }: { body: unknown }) => {
      const { status } = body as { status: ProposalStatus };
      if (!canMove(status)) return json({ error: outcomeMessages.invalidMove(job.status, status) }, 400);
      events = [...events, { status, at: repliedAt }];
      job = { ...job, status, statusChangedAt: repliedAt };
      return answer();
    },
    'DELETE /api/job/job-1/status': () => {
      events = events.slice(0, -1);
      job = { ...job, status: events.at(-1)?.status ?? 'draft' };
      return answer();
    },
    'GET /api/job/job-1/events': () => json({ events }),
  };
  return { routes, page: () => ({ jobs: [job] }) };
}

const row = () => screen.findByRole('listitem', { name: title });
const statusCalls = (fetchMock: ReturnType<typeof renderHistory>['fetchMock'], method: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/status') && init?.method === method);

describe('Marking what became of a proposal', () => {
  it('offers exactly the statuses a sent proposal may move to, and posts the one chosen', async () => {
    const server = statusServer('sent');
    const { fetchMock } = renderHistory(server.page, server.routes);

    await user.click(within(await row()).getByRole('button', { name: 'Status: Sent, change' }));
    const menu = await screen.findByRole('menu', { name: 'Mark as' });
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(offered).toEqual(nextStatuses('sent').map((status) => proposalStatusLabels[status]));
    expect(offered).toEqual(['Viewed', 'Replied', 'Interview', 'Hired', 'Not answered', 'Declined']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Replied' }));
    expect(await findToast('Marked Replied.')).toBeTruthy();
    expect(within(await row()).getByRole('button', { name: 'Status: Replied, change' })).toBeTruthy();
    const [posted] = statusCalls(fetchMock, 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ status: 'replied' });
  });

  it('shows the new status at once and marks the chip busy until the server answers', async () => {
    const server = statusServer('sent');
    let answer: () => void = () => {};
    const post = server.routes['POST /api/job/job-1/status'];
    renderHistory(server.page, {
      ...server.routes,
      'POST /api/job/job-1/status': (request) =>
        new Promise<Response>((resolve) => (answer = () => resolve(post(request)))),
    });

    await user.click(within(await row()).getByRole('button', { name: 'Status: Sent, change' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Viewed' }));
    const chip = await within(await row()).findByRole('button', { name: 'Status: Viewed, change' });
    expect(chip.getAttribute('aria-busy')).toBe('true');

    answer();
    expect(await findToast(outcomeMessages.marked('viewed'))).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: title }))
          .getByRole('button', { name: 'Status: Viewed, change' })
          .getAttribute('aria-busy'),
      ).toBeNull(),
    );
  });

  it('works from the keyboard: the chip opens the menu, arrows move, Enter marks', async () => {
    const server = statusServer('draft');
    const { fetchMock } = renderHistory(server.page, server.routes);

    within(await row())
      .getByRole('button', { name: 'Status: Draft, change' })
      .focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Mark as' });
    // From a draft, the only way on is to send it (or skip to a later step of the main line).
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(nextStatuses('draft').map((status) => proposalStatusLabels[status]));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sent'));
    await user.keyboard('{Enter}');

    expect(await findToast(outcomeMessages.marked('sent'))).toBeTruthy();
    expect(statusCalls(fetchMock, 'POST')).toHaveLength(1);
    // Focus comes back to the status button, now naming the new status.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Status: Sent, change'));
  });

  it("takes the change back with the toast's Undo", async () => {
    const server = statusServer('sent');
    const { fetchMock } = renderHistory(server.page, server.routes);

    await user.click(within(await row()).getByRole('button', { name: 'Status: Sent, change' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hired' }));
    expect(await findToast(outcomeMessages.marked('hired'))).toBeTruthy();
    // Hired is final: the chip is no longer a button.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: title })).queryByRole('button', { name: /^Status:/ }),
      ).toBeNull(),
    );
    expect(within(screen.getByRole('listitem', { name: title })).getByText('Hired')).toBeTruthy();

    // A click without the pointer: sonner starts a swipe on pointerdown with pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await findToast('Status change undone.')).toBeTruthy();
    expect(statusCalls(fetchMock, 'DELETE')).toHaveLength(1);
    expect(await within(await row()).findByRole('button', { name: 'Status: Sent, change' })).toBeTruthy();
  });

  it("shows the server's reason for a refused move and puts the old status back", async () => {
    const server = statusServer('sent', (to) => to !== 'interview');
    renderHistory(server.page, server.routes);

    await user.click(within(await row()).getByRole('button', { name: 'Status: Sent, change' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Interview' }));

    expect(await findToast('A proposal marked Sent cannot be marked Interview.')).toBeTruthy();
    expect(await within(await row()).findByRole('button', { name: 'Status: Sent, change' })).toBeTruthy();
  });

  it("shows the status control and the proposal's timeline in its view dialog", async () => {
    const server = statusServer('sent');
    const { fetchMock } = renderHistory(server.page, server.routes);

    await user.click(await screen.findByRole('button', { name: `View ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const timeline = await within(dialog).findByRole('list', { name: 'Status history' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Sent.*December 23, 2026/)]);

    await user.click(within(dialog).getByRole('button', { name: 'Status: Sent, change' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Replied' }));
    expect(await within(dialog).findByRole('button', { name: 'Status: Replied, change' })).toBeTruthy();
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    expect(within(timeline).getAllByRole('listitem')[1]?.textContent).toMatch(/^Replied.*December 24, 2026/);
    expect(requestsTo(fetchMock, '/api/job/job-1/events').length).toBeGreaterThan(0);
  });

  it('says so when a proposal was never marked', async () => {
    const server = statusServer('draft');
    renderHistory(server.page, server.routes);
    await user.click(await screen.findByRole('button', { name: `View ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByText('No status changes yet.')).toBeTruthy();
  });
});
