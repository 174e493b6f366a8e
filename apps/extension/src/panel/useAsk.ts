import { useCallback, useEffect, useState } from 'react';
import type { Failure, PanelRequestKind, PanelRequests } from '../protocol';
import { ask } from './service-worker';

export interface Asked<T> {
  data: T | null;
  failure: Failure | null;
  loading: boolean;
  reload: () => void;
}

interface Answer<T> {
  /** Which asking this answers: the key and the round it was asked in. */
  asked: string;
  data: T | null;
  failure: Failure | null;
}

/** One request to the service worker, asked again when `key` changes or on `reload`; skipped while `key` is null. */
export function useAsk<K extends PanelRequestKind>(
  kind: K,
  request: PanelRequests[K]['request'] | null,
  key: string | null,
): Asked<PanelRequests[K]['reply']> {
  const [answer, setAnswer] = useState<Answer<PanelRequests[K]['reply']> | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const asking = key === null ? null : `${key}#${round}`;

  useEffect(() => {
    if (asking === null || request === null) return;
    let current = true;
    void ask(kind, request).then((reply) => {
      if (!current) return;
      setAnswer(
        reply.ok
          ? { asked: asking, data: reply.data, failure: null }
          : { asked: asking, data: null, failure: reply.failure },
      );
    });
    return () => {
      current = false;
    };
    // The request is identified by `key`: a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, asking]);

  // While a new asking is under way the last answer stays on screen, so a reload does not flash empty.
  return {
    data: answer?.data ?? null,
    failure: answer?.failure ?? null,
    loading: asking !== null && answer?.asked !== asking,
    reload,
  };
}
