import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, committed (to the URL) once typing pauses, so the server is asked once per word
 * rather than per keystroke. When the committed value changes from outside (Back, Clear filters), the box
 * shows it.
 */
export function useSearchBox(committed: string, commit: (search: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a pause in typing commits: right after Clear filters the debounced value is still the old word.
    if (settled === text.trim() && settled !== committed) commit(settled);
  }, [settled, text, committed, commit]);
  return [text, setText] as const;
}
