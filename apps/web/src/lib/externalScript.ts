import { useEffect } from 'react';

/** Loads a third-party script by adding `<script async src>` to the head, once per page however often it mounts. */
export function useExternalScript(src: string): void {
  useEffect(() => {
    const loaded = Array.from(document.head.querySelectorAll('script')).some((script) => script.src === src);
    if (loaded) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, [src]);
}
