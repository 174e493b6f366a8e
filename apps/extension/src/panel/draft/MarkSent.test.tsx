import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeMessages, panelMessages } from '@quillbid/shared';
import { saveToken } from '../../background/session-store';
import { DEFAULT_API_ORIGIN } from '../../settings/origin';
import { jsonResponse, panelBrowser } from '../test-support';
import { InsertBar } from './InsertBar';
import { MarkSent } from './MarkSent';

const job = {
  _id: 'job-1',
  jobTitle: 'Shopify speed fixes',
  jobDescription: 'Our store is slow.',
  jobLink: '',
  aiResponse: '<p>Hello</p>',
  templateId: null,
  profileId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  status: 'sent',
  statusChangedAt: '2026-11-25T10:05:00.000Z',
};

async function insertedWith(answer: Response) {
  const { executeScript } = panelBrowser();
  await saveToken('session-token');
  executeScript
    .mockResolvedValueOnce([{}])
    .mockResolvedValueOnce([{ result: { filled: ['coverLetter'], occupied: [], absent: [], charactersLeft: null } }]);
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <InsertBar
      tabId={7}
      request={{ coverLetter: 'Hello there' }}
      disabled={false}
      noField="No field"
      afterInsert={<MarkSent jobId="job-1" />}
    />,
  );
  expect(screen.queryByText(panelMessages.submittedQuestion)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Insert into the page' }));
  await userEvent.click(await screen.findByRole('button', { name: panelMessages.markSent }));
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('marking the inserted proposal sent', () => {
  it('asks once the draft is in the page, and records it as sent when the user says so', async () => {
    const fetchMock = await insertedWith(jsonResponse(200, { job, events: [] }));
    expect(await screen.findByText('Marked Sent.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${DEFAULT_API_ORIGIN}/api/job/job-1/status`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'sent' });
  });

  it('shows the server’s words when the proposal cannot be marked sent, and lets the user try again', async () => {
    const refused = outcomeMessages.invalidMove('hired', 'sent');
    await insertedWith(jsonResponse(400, { error: refused, code: 'BAD_REQUEST' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.getByRole('button', { name: panelMessages.markSent })).toBeTruthy();
  });
});
