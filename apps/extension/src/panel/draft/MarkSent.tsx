import { useState } from 'react';
import { outcomeMessages, panelMessages } from '@quillbid/shared';
import { ask } from '../service-worker';

/**
 * Offered once the draft is in the page: the extension cannot see the user press Upwork's submit button,
 * so it asks. Marked sent, the proposal counts in Insights.
 */
export function MarkSent({ jobId }: { jobId: string }) {
  const [state, setState] = useState<{ busy: boolean; said: string | null; failed: boolean }>({
    busy: false,
    said: null,
    failed: false,
  });
  const mark = async () => {
    setState({ busy: true, said: null, failed: false });
    const reply = await ask('setStatus', { jobId, status: 'sent' });
    setState(
      reply.ok
        ? { busy: false, said: outcomeMessages.marked('sent'), failed: false }
        : { busy: false, said: reply.failure.error, failed: true },
    );
  };
  if (state.said && !state.failed) {
    return (
      <p className="ok small" role="status">
        {state.said}
      </p>
    );
  }
  return (
    <section className="stack" aria-label="Submitted?">
      <p className="small">{panelMessages.submittedQuestion}</p>
      <button type="button" className="button button-secondary" disabled={state.busy} onClick={() => void mark()}>
        {panelMessages.markSent}
      </button>
      {state.failed && (
        <p className="field-error" role="alert">
          {state.said}
        </p>
      )}
    </section>
  );
}
