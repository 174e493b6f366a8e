import { useState } from 'react';

/** What a confirm dialog asks about, kept while the dialog fades out so its text does not go blank. */
export function useConfirmTarget<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  return {
    target: state.target,
    open: state.open,
    ask: (target: T) => setState({ target, open: true }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
