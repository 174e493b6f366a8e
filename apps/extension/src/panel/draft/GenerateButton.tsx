interface Props {
  streaming: boolean;
  hasDraft: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** 'Generate', 'Regenerate' once there is a draft, and disabled while one is being written. */
export function GenerateButton({ streaming, hasDraft, disabled, onClick }: Props) {
  return (
    <button type="button" className="button" disabled={disabled || streaming} onClick={onClick}>
      {streaming ? 'Writing…' : hasDraft ? 'Regenerate' : 'Generate'}
    </button>
  );
}
