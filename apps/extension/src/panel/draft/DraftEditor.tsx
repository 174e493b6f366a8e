import { useState } from 'react';
import { panelMessages } from '@quillbid/shared';

interface Props {
  label: string;
  text: string;
  onChange: (text: string) => void;
  streaming: boolean;
  /** A character limit to count down to (LinkedIn notes). */
  maxCharacters?: number;
}

/** The draft, editable, with a copy button and a live count. */
export function DraftEditor({ label, text, onChange, streaming, maxCharacters }: Props) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const over = maxCharacters !== undefined && text.length > maxCharacters;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <section className="stack" aria-labelledby="draft-heading">
      <h2 id="draft-heading">{label}</h2>
      <textarea
        aria-labelledby="draft-heading"
        className="draft"
        rows={14}
        value={text}
        readOnly={streaming}
        aria-busy={streaming}
        onChange={(e) => {
          onChange(e.target.value);
          setCopyState('idle');
        }}
      />
      <div className="row">
        <span className={over ? 'counter counter-over' : 'counter muted small'} aria-live="polite">
          {maxCharacters !== undefined
            ? `${text.length}/${maxCharacters} characters`
            : `${words} words · ${text.length} characters`}
        </span>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy()}
          disabled={text.trim() === '' || streaming}
        >
          Copy
        </button>
      </div>
      {copyState !== 'idle' && (
        <p className="small muted" role="status">
          {copyState === 'copied' ? panelMessages.copied : panelMessages.copyFailed}
        </p>
      )}
    </section>
  );
}
