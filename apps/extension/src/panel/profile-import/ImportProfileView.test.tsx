import { panelMessages } from '@quillbid/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { takeProfileImport } from '../../background/profile-import-store';
import { saveOrigin } from '../../background/session-store';
import type { ProfilePageText } from '../../page/types';
import { panelBrowser } from '../test-support';
import { ImportProfileView } from './ImportProfileView';

const APP = 'https://app.example.com';
const page: ProfilePageText = {
  text: 'Marta Kowalczyk\n\nData Engineer | Python, dbt & Snowflake\n\n$60.00/hr',
  url: 'https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651',
};

/** The page agent injected (first call), then what it answers (second). */
function pageAgentAnswers(executeScript: ReturnType<typeof panelBrowser>['executeScript'], answer: unknown) {
  let finish: () => void = () => {};
  const answered = new Promise<void>((resolve) => (finish = resolve));
  executeScript.mockResolvedValueOnce([{}]).mockImplementationOnce(() => answered.then(() => [{ result: answer }]));
  return finish;
}

const openedTabs = async () => (await fakeBrowser.tabs.query({})).map((tab) => tab.url).filter(Boolean);

describe('importing the user’s own Upwork profile from the panel', () => {
  it('reads the page, leaves its text with the service worker and opens the app’s import', async () => {
    const { executeScript } = panelBrowser();
    await saveOrigin(APP);
    const answer = pageAgentAnswers(executeScript, page);
    render(<ImportProfileView tabId={9} apiOrigin={APP} />);

    expect(screen.getByRole('heading', { name: 'Your Upwork profile' })).toBeTruthy();
    expect(screen.getByText(panelMessages.importExplanation)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import as my profile' }));

    // While the page is read, the button says so and cannot be pressed twice.
    const busy = await screen.findByRole('button', { name: panelMessages.importReading });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer();
    await screen.findByRole('button', { name: 'Import as my profile' });

    expect(executeScript.mock.calls[1]).toEqual([expect.objectContaining({ target: { tabId: 9 } })]);
    expect(await openedTabs()).toContain(`${APP}/dashboard/profiles?import=extension`);
    expect(await takeProfileImport()).toEqual(page);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the page could not be read, and opens nothing', async () => {
    const { executeScript } = panelBrowser();
    await saveOrigin(APP);
    pageAgentAnswers(executeScript, null)();
    render(<ImportProfileView tabId={9} apiOrigin={APP} />);

    await userEvent.click(screen.getByRole('button', { name: panelMessages.importAsMyProfile }));

    expect((await screen.findByRole('alert')).textContent).toBe(panelMessages.importUnreadable);
    expect(await openedTabs()).not.toContain(`${APP}/dashboard/profiles?import=extension`);
    expect(await takeProfileImport()).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import as my profile' })).toBeTruthy());
  });
});
