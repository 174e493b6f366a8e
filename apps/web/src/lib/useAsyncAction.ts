import { useCallback, useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

export interface ActionHandlers<Output> {
  onSuccess: (output: Output) => void;
  onError: (error: Error) => void;
}

/**
 * An action's progress, as a mutation's, without TanStack Query: the sign-in page runs on its own, and its first
 * download leaves the query library out. Each `run` reports to its own handlers.
 */
export function useAsyncAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const [status, setStatus] = useState<Status>('idle');
  const run = useCallback(
    (input: Input, { onSuccess, onError }: ActionHandlers<Output>) => {
      setStatus('pending');
      action(input).then(
        (output) => {
          setStatus('success');
          onSuccess(output);
        },
        (error: unknown) => {
          setStatus('error');
          onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    [action],
  );
  return { run, isPending: status === 'pending', isSuccess: status === 'success' };
}
