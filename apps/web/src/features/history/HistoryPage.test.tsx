import { deleteMessages, screeningMessages } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeApi';
import { buildJob } from '../../test/fixtures';
import { user } from '../../test/user';
import { renderHistory as renderHistoryPage, requestsTo } from './historyTestKit';

const renderHistory = (...args: Parameters<typeof renderHistoryPage>) => renderHistoryPage(...args).fetchMock;
const jobRequests = (fetchMock: ReturnType<typeof renderHistory>) => requestsTo(fetchMock, '/api/job');

describe('Proposal history', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'No Job Found' without proposals", async () => {
    renderHistory(() => ({ jobs: [] }));
    expect(await screen.findByText('No Job Found')).toBeTruthy();
  });

  it('shows the server error when the list cannot load', async () => {
    renderHistory(() => ({ jobs: [] }), { 'GET /api/job': () => json({ error: 'Something went wrong' }, 500) });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('shows descriptions up to 50 characters whole and cuts longer ones at 80 with an ellipsis', async () => {
    const short = 'x'.repeat(50);
    const long = `${'y'.repeat(80)}zzzzzzzzzz`;
    renderHistory(() => ({
      jobs: [
        buildJob({ _id: 'a', jobTitle: 'Short one', jobDescription: short }),
        buildJob({ _id: 'b', jobTitle: 'Long one', jobDescription: long }),
      ],
    }));
    const shortItem = await screen.findByRole('listitem', { name: 'Short one' });
    expect(within(shortItem).getByText(short)).toBeTruthy();
    const longItem = screen.getByRole('listitem', { name: 'Long one' });
    expect(within(longItem).getByText(`${'y'.repeat(80)}…`)).toBeTruthy();
  });

  it('dates each row: how long ago, with the full date and time on hover', async () => {
    // Only the clock is faked: the list reads "now" from it, and the page's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-25T15:00:00.000Z'));
    renderHistory(() => ({
      jobs: [
        buildJob({ _id: 'a', jobTitle: 'Two days old', createdAt: '2026-12-23T12:00:00.000Z' }),
        buildJob({ _id: 'b', jobTitle: 'Last year', createdAt: '2025-06-10T12:00:00.000Z' }),
      ],
    }));
    const recent = await screen.findByRole('listitem', { name: 'Two days old' });
    const recentDate = within(recent).getByText('2 days ago');
    expect(recentDate.tagName).toBe('TIME');
    expect(recentDate.getAttribute('dateTime')).toBe('2026-12-23T12:00:00.000Z');
    expect(recentDate.getAttribute('title')).toMatch(/^Wednesday, December 23, 2026 at \d{1,2}:\d{2}\s[AP]M$/);
    const old = screen.getByRole('listitem', { name: 'Last year' });
    expect(within(old).getByText('Jun 10, 2025').getAttribute('title')).toMatch(/^Tuesday, June 10, 2025 at/);
  });

  it('asks the server for the search once typing pauses, and for another page', async () => {
    const fetchMock = renderHistory((url) => ({
      jobs: [buildJob({ jobTitle: `Page ${url.searchParams.get('page')}` })],
      total: 45,
      page: Number(url.searchParams.get('page')),
    }));
    expect(await screen.findByRole('listitem', { name: 'Page 1' })).toBeTruthy();
    expect(jobRequests(fetchMock)[0]?.searchParams.toString()).toBe('page=1&pageSize=20&search=');

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Page 3' })).toBeTruthy();
    // A jump to a page whose page before is not loaded is asked for by number.
    expect(jobRequests(fetchMock).at(-1)?.searchParams.get('after')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'react');
    await waitFor(() => expect(jobRequests(fetchMock).at(-1)?.searchParams.get('search')).toBe('react'));
    // One request for the whole word, back on page 1 for the new search.
    expect(jobRequests(fetchMock).filter((url) => url.searchParams.get('search') !== '')).toHaveLength(1);
    expect(jobRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('asks for the next page as the one after the last proposal shown, so a deep page costs no more than the first', async () => {
    const fetchMock = renderHistory((url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        jobs: [buildJob({ _id: `first-of-${page}`, jobTitle: `Page ${page}` }), buildJob({ _id: `last-of-${page}` })],
        total: 45,
        page,
      };
    });
    expect(await screen.findByRole('listitem', { name: 'Page 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('listitem', { name: 'Page 2' })).toBeTruthy();
    expect(jobRequests(fetchMock).at(-1)?.searchParams.get('after')).toBe('last-of-1');
    expect(jobRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('shows a proposal in a modal without its scripts, with its date, and copies it as text', async () => {
    renderHistory(() => ({
      jobs: [
        buildJob({
          aiResponse: '<p>Hi there,</p><p>I built <strong>three</strong> dashboards.</p><script>window.x = 1</script>',
        }),
      ],
    }));
    await user.click(await screen.findByRole('button', { name: 'View React dashboard for a SaaS' }));
    const dialog = await screen.findByRole('dialog', { name: 'React dashboard for a SaaS' });
    expect(within(dialog).getByText('three').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText(/^Wednesday, December 23, 2026 at/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Hi there,\n\nI built three dashboards.');
  });

  it('shows the screening answers saved with a proposal, or why one was left, and copies an answer', async () => {
    renderHistory(() => ({ jobs: [buildJob()] }), {
      'GET /api/job/job-1/answers': () =>
        json({
          answers: [
            {
              question: 'Have you used Stripe?',
              answer: 'Yes. I built “Billing dashboard” on Stripe.',
              reason: null,
              claims: [],
            },
            { question: 'What is your rate?', answer: null, reason: screeningMessages.reasons.rate, claims: [] },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'View React dashboard for a SaaS' }));
    const dialog = await screen.findByRole('dialog', { name: 'React dashboard for a SaaS' });
    const section = await within(dialog).findByRole('region', { name: 'Screening questions' });
    expect(await within(section).findByText('Yes. I built “Billing dashboard” on Stripe.')).toBeTruthy();
    expect(within(section).getByText('Only you can answer this: your rate')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Copy answer 1' }));
    expect(await navigator.clipboard.readText()).toBe('Yes. I built “Billing dashboard” on Stripe.');
  });

  it('says so when no screening questions were asked with a proposal', async () => {
    renderHistory(() => ({ jobs: [buildJob()] }));
    await user.click(await screen.findByRole('button', { name: 'View React dashboard for a SaaS' }));
    const dialog = await screen.findByRole('dialog', { name: 'React dashboard for a SaaS' });
    expect(await within(dialog).findByText(screeningMessages.noAnswers)).toBeTruthy();
  });

  it('deletes a proposal only after confirmation, then refreshes the list', async () => {
    let jobs = [buildJob(), buildJob({ _id: 'job-2', jobTitle: 'Logo design' })];
    const fetchMock = renderHistory(() => ({ jobs }), {
      'DELETE /api/job/job-1': () => {
        jobs = jobs.slice(1);
        return json({ message: deleteMessages.deleted });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete React dashboard for a SaaS' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete React dashboard for a SaaS' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'React dashboard for a SaaS' })).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Logo design' })).toBeTruthy();
  });

  it('shows the page before once the last proposal of a page is deleted', async () => {
    let lastOne = [buildJob({ _id: 'job-last', jobTitle: 'The last one' })];
    renderHistory(
      (url) => {
        const page = Number(url.searchParams.get('page'));
        const total = 20 + lastOne.length;
        if (page === 2) return { jobs: lastOne, total, page };
        return { jobs: [buildJob({ jobTitle: 'On page one' })], total, page };
      },
      {
        'DELETE /api/job/job-last': () => {
          lastOne = [];
          return json({ message: deleteMessages.deleted });
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete The last one' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('listitem', { name: 'On page one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to page 2' })).toBeNull();
  });
});
