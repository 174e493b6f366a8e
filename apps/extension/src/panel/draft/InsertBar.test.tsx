import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsertResult } from '../../page/types';
import { panelBrowser } from '../test-support';
import { InsertBar } from './InsertBar';

const answer = (result: InsertResult) => [{ result }];

describe('inserting the draft into the page', () => {
  it('asks before replacing text the user typed, and replaces only when told to', async () => {
    const { executeScript } = panelBrowser();
    executeScript
      .mockResolvedValueOnce([{}])
      .mockResolvedValueOnce(answer({ filled: [], occupied: ['coverLetter'], absent: [], charactersLeft: null }))
      .mockResolvedValueOnce([{}])
      .mockResolvedValueOnce(
        answer({ filled: ['coverLetter'], occupied: [], absent: [], charactersLeft: '4,880 characters left' }),
      );
    render(<InsertBar tabId={7} request={{ coverLetter: 'Hello there' }} disabled={false} noField="No field" />);

    await userEvent.click(screen.getByRole('button', { name: 'Insert into the page' }));
    expect(await screen.findByText('The cover letter already has text. Replace it?')).toBeTruthy();
    expect(executeScript.mock.calls[1]).toEqual([
      expect.objectContaining({ target: { tabId: 7 }, args: [{ coverLetter: 'Hello there', replace: false }] }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText(/Inserted\. Read it over/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('4,880 characters left');
    expect(executeScript.mock.calls[3]).toEqual([
      expect.objectContaining({ args: [{ coverLetter: 'Hello there', replace: true }] }),
    ]);
  });

  it('keeps the user’s text when they decline', async () => {
    const { executeScript } = panelBrowser();
    executeScript
      .mockResolvedValueOnce([{}])
      .mockResolvedValueOnce(answer({ filled: [], occupied: ['note'], absent: [], charactersLeft: null }));
    render(<InsertBar tabId={7} request={{ note: 'Hi' }} disabled={false} noField="No field" />);
    await userEvent.click(screen.getByRole('button', { name: 'Insert into the page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByText(/already has text/)).toBeNull();
    expect(executeScript).toHaveBeenCalledTimes(2);
  });

  it('says what to open when the page has no field for it', async () => {
    const { executeScript } = panelBrowser();
    executeScript
      .mockResolvedValueOnce([{}])
      .mockResolvedValueOnce(answer({ filled: [], occupied: [], absent: ['note'], charactersLeft: null }));
    render(<InsertBar tabId={7} request={{ note: 'Hi' }} disabled={false} noField="Open the invite dialog first." />);
    await userEvent.click(screen.getByRole('button', { name: 'Insert into the page' }));
    expect((await screen.findByRole('status')).textContent).toBe('Open the invite dialog first.');
  });
});
