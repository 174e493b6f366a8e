import { FailureNotice } from '../FailureNotice';
import type { DraftState } from './useDraft';

interface Props {
  draft: Pick<DraftState, 'streaming' | 'text' | 'failure'>;
  disabled: boolean;
  apiOrigin: string;
  onGenerate: () => void;
}

/**
 * 'Generate', 'Regenerate' once there is a draft, and disabled while one is being written; under it, why
 * the last one failed, with a retry.
 */
export function GenerateButton({ draft, disabled, apiOrigin, onGenerate }: Props) {
  return (
    <>
      <button type="button" className="button" disabled={disabled || draft.streaming} onClick={onGenerate}>
        {draft.streaming ? 'Writing…' : draft.text.trim() !== '' ? 'Regenerate' : 'Generate'}
      </button>
      {draft.failure && <FailureNotice failure={draft.failure} apiOrigin={apiOrigin} onRetry={onGenerate} />}
    </>
  );
}
