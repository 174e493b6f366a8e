import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/chunkLoad';
import type { RichEditorProps } from './RichEditor';

export type { TextMark } from './textMarks';

// Tiptap is large: only pages that show the editor download it.
const LazyEditor = lazy(async () => ({
  default: (await loadChunk('RichEditor', () => import('./RichEditor'))).RichEditor,
}));

export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={270} aria-label={`Loading ${props.label}`} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
