import { useState, type ReactNode } from 'react';
import { panelMessages } from '@quillbid/shared';
import type { InsertRequest, InsertResult } from '../../page/types';
import { insertInTab } from '../page-bridge';

interface Props {
  tabId: number;
  request: Omit<InsertRequest, 'replace'>;
  disabled: boolean;
  /** Said when the page has none of the fields asked for. */
  noField: string;
  /** Shown once something was put into the page (asking whether it was sent). */
  afterInsert?: ReactNode;
}

const fieldName = (field: string) =>
  field === 'coverLetter' ? 'The cover letter' : field.startsWith('question:') ? `“${field.slice(9)}”` : `The ${field}`;

/**
 * Puts the draft into the page's own fields, only into empty ones unless the user agrees to replace what
 * they typed. It never submits: sending stays the user's decision, on the page.
 */
export function InsertBar({ tabId, request, disabled, noField, afterInsert }: Props) {
  const [result, setResult] = useState<InsertResult | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [busy, setBusy] = useState(false);

  const insert = async (replace: boolean) => {
    setBusy(true);
    const answer = await insertInTab(tabId, { ...request, replace });
    setBusy(false);
    setUnreachable(answer === null);
    setResult(answer);
  };

  const needsConfirm = result !== null && result.occupied.length > 0;
  return (
    <section className="stack">
      <button type="button" className="button" disabled={disabled || busy} onClick={() => void insert(false)}>
        Insert into the page
      </button>
      {unreachable && (
        <p className="field-error" role="alert">
          {panelMessages.cannotReadTab}
        </p>
      )}
      {needsConfirm && (
        <div className="notice" role="alertdialog" aria-labelledby="replace-question">
          <p id="replace-question">{panelMessages.confirmReplace(result.occupied.map(fieldName))}</p>
          <div className="row">
            <button type="button" className="button" onClick={() => void insert(true)} disabled={busy}>
              Replace
            </button>
            <button type="button" className="button button-secondary" onClick={() => setResult(null)}>
              Keep mine
            </button>
          </div>
        </div>
      )}
      {result !== null && !needsConfirm && (
        <p className={result.filled.length > 0 ? 'ok small' : 'field-error'} role="status">
          {result.filled.length > 0 ? panelMessages.inserted : noField}
          {result.charactersLeft && <> · {result.charactersLeft}</>}
        </p>
      )}
      {result !== null && !needsConfirm && result.filled.length > 0 && afterInsert}
    </section>
  );
}
