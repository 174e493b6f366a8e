import { historyMessages } from '@quillbid/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { json } from '../../test/fakeApi';
import { buildJob } from '../../test/fixtures';
import { findToast } from '../../test/formErrors';
import { user } from '../../test/user';
import { profileId, renderHistory, requestsTo, templateId } from './historyTestKit';

const lastJobRequest = (fetchMock: ReturnType<typeof renderHistory>['fetchMock']) =>
  requestsTo(fetchMock, '/api/job').at(-1)?.searchParams;

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Filtering the proposal history', () => {
  it('asks for the filters in the URL, so a reload or a shared link shows the same list', async () => {
    const path = `/dashboard/history?search=react&status=sent&templateId=${templateId}&profileId=${profileId}&from=2026-11-01&to=2026-11-30`;
    const { fetchMock } = renderHistory(() => ({ jobs: [buildJob({ status: 'sent' })] }), {}, path);

    expect(await screen.findByRole('listitem', { name: 'React dashboard for a SaaS' })).toBeTruthy();
    expect(Object.fromEntries(lastJobRequest(fetchMock) ?? [])).toEqual({
      page: '1',
      pageSize: '20',
      search: 'react',
      status: 'sent',
      templateId,
      profileId,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('react');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Sent');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Template' }).textContent).toBe('Upwork opener'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Profile' }).textContent).toBe('Full-stack developer'),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('puts each chosen filter into the request and the URL, starting again at page 1', async () => {
    const { fetchMock, router } = renderHistory((url) => ({
      jobs: [buildJob({ jobTitle: `Page ${url.searchParams.get('page')}` })],
      total: 45,
      page: Number(url.searchParams.get('page')),
    }));
    expect(await screen.findByRole('listitem', { name: 'Page 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('listitem', { name: 'Page 2' })).toBeTruthy();

    await choose('Status', 'Hired');
    await waitFor(() => expect(lastJobRequest(fetchMock)?.get('status')).toBe('hired'));
    expect(lastJobRequest(fetchMock)?.get('page')).toBe('1');
    expect(lastJobRequest(fetchMock)?.get('after')).toBeNull();
    expect(router.state.location.search).toBe('?status=hired');

    await choose('Template', 'Upwork opener');
    await waitFor(() => expect(lastJobRequest(fetchMock)?.get('templateId')).toBe(templateId));
    await choose('Profile', 'Full-stack developer');
    await waitFor(() => expect(lastJobRequest(fetchMock)?.get('profileId')).toBe(profileId));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(lastJobRequest(fetchMock)?.get('to')).toBe('2026-11-30'));
    expect(lastJobRequest(fetchMock)?.get('from')).toBe('2026-11-01');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'hired',
      templateId,
      profileId,
      from: '2026-11-01',
      to: '2026-11-30',
    });

    // Away and Back: the filters come back with the page.
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Hired'));
    expect(new URLSearchParams(router.state.location.search).get('templateId')).toBe(templateId);
  });

  it('marks a To date before the From date and does not ask for it', async () => {
    const { fetchMock } = renderHistory(() => ({ jobs: [buildJob()] }));
    expect(await screen.findByRole('listitem', { name: 'React dashboard for a SaaS' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText(historyMessages.datesOutOfOrder)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, '/api/job').some((url) => url.searchParams.get('to') === '2026-12-01')).toBe(false);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells an empty result of the filters from an empty history, and clears the filters', async () => {
    const { fetchMock, router } = renderHistory(
      () => ({ jobs: [] }),
      {},
      '/dashboard/history?status=declined&search=logo',
    );
    expect(await screen.findByText('No proposals match these filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No Job Found')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(lastJobRequest(fetchMock)?.toString()).toBe('page=1&pageSize=20&search=');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('Exporting the proposal history', () => {
  function stubDownloads() {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:proposals');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: the test lends URL its own, and takes them back afterwards.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    return { createObjectURL, revokeObjectURL, downloads };
  }

  it('downloads the CSV of the current filters with the session token', async () => {
    const { createObjectURL, revokeObjectURL, downloads } = stubDownloads();
    const csv = 'title,status\nReact dashboard,hired\n';
    const { fetchMock } = renderHistory(
      () => ({ jobs: [buildJob({ status: 'hired' })] }),
      {
        'GET /api/job/export.csv': () =>
          new Response(csv, {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="proposals-2026-12-25.csv"',
            },
          }),
      },
      '/dashboard/history?status=hired&from=2026-12-01',
    );
    expect(await screen.findByRole('listitem', { name: 'React dashboard for a SaaS' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['proposals-2026-12-25.csv blob:proposals']));
    const [exported] = requestsTo(fetchMock, '/api/job/export.csv');
    expect(exported?.searchParams.toString()).toBe('status=hired&from=2026-12-01');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('export.csv'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(csv);
    // The object URL is let go once the browser has the file.
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:proposals'));
  });

  it("shows the server's error when the export fails", async () => {
    const { downloads } = stubDownloads();
    renderHistory(() => ({ jobs: [buildJob()] }), {
      'GET /api/job/export.csv': () => json({ error: 'Too many requests, please try again later.' }, 429),
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await findToast('Too many requests, please try again later.')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
