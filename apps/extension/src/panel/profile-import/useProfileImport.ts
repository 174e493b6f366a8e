import { panelMessages } from '@quillbid/shared';
import { useState } from 'react';
import type { Failure } from '../../protocol';
import { readProfileTextInTab } from '../page-bridge';
import { ask } from '../service-worker';

const unreadable: Failure = { code: 'REFUSED', error: panelMessages.importUnreadable };

/**
 * "Import as my profile": reads the profile page in the tab, leaves its text with the service worker, which
 * opens the web app's profile import to take it. The user reviews everything there; nothing is saved here.
 */
export function useProfileImport(tabId: number) {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const start = async () => {
    setWorking(true);
    setFailure(null);
    const page = await readProfileTextInTab(tabId);
    const reply = page ? await ask('importProfile', page) : null;
    setWorking(false);
    if (!reply) setFailure(unreadable);
    else if (!reply.ok) setFailure(reply.failure);
  };

  return { start: () => void start(), working, failure };
}
