import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterParams, readFilters, type HistoryFilter } from './filters';

/**
 * The history's filters, kept in the URL's query string so Back, a reload or a shared link shows the same
 * list. Changes replace the current entry: a new entry per filter would make Back step through them one by one.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (change: Partial<HistoryFilter>) =>
      setParams((current) => filterParams({ ...readFilters(current), ...change }), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, clear };
}
