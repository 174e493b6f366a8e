import { analysisLabels, checkLabels, preSendCheck, plainTextToHtml, type CheckContext } from '@quillbid/shared';
import { useDeferredValue, useMemo } from 'react';

interface Props {
  text: string;
  context: CheckContext;
}

/** The pre-send check of the draft as it stands: the same rules the API and the web app's editor apply. */
export function CheckSummary({ text, context }: Props) {
  const settled = useDeferredValue(text);
  const check = useMemo(() => preSendCheck(plainTextToHtml(settled), context), [settled, context]);
  const failing = check.items.filter((item) => !item.ok);
  const unsupported = check.claims.filter((claim) => claim.support === null);

  return (
    <section className="stack card" aria-labelledby="check-heading">
      <h2 id="check-heading">
        {checkLabels.heading}:{' '}
        <span className={failing.length === 0 ? 'ok' : 'warn'}>
          {failing.length === 0 ? checkLabels.passed : checkLabels.needsAttention}
        </span>
      </h2>
      <ul className="check-list">
        {check.items.map((item) => (
          <li key={item.id} className={item.ok ? 'ok' : 'warn'}>
            <span aria-hidden="true">{item.ok ? '✓' : '!'}</span> {item.message}
          </li>
        ))}
      </ul>
      {check.instructions.length > 0 && (
        <>
          <h3>{analysisLabels.instructions}</h3>
          <ul className="check-list">
            {check.instructions.map(({ instruction, status }) => (
              <li key={`${instruction.kind}:${instruction.quote}`} className={status === 'covered' ? 'ok' : 'warn'}>
                {instruction.label} — <strong>{analysisLabels.status[status]}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      {unsupported.length > 0 && (
        <p className="warn small">
          {checkLabels.unsupported}: {unsupported.map((claim) => `“${claim.text}”`).join(', ')}
        </p>
      )}
      <div>
        <h3>{checkLabels.previewHeading}</h3>
        <p className="preview small">{check.preview.text}</p>
        {!check.preview.namesNeed && <p className="warn small">{checkLabels.previewNoNeed}</p>}
      </div>
    </section>
  );
}
