import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { WAIT_TIMEOUT_MS } from './timeouts';

// Every findBy* and waitFor waits this long unless it names its own limit (see timeouts.ts for why).
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// jsdom has no matchMedia; MUI's useMediaQuery and sonner read it. Every query answers "no match" (a wide screen).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList,
});

// jsdom does no layout; the rich editor (ProseMirror) measures text to scroll to and click into it.
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

// An unexpected React or MUI warning is a bug: fail the test that caused it.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in one store for the whole file and shows a new page every toast still open:
  // close them, or a test's toasts (kept open for slow machines, renderRoutes) reach the next test.
  toast.dismiss();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// sonner takes a closing toast off the page 200 ms later, on a timer: let the last one fire while the page
// still exists, or it runs after the test environment is gone and fails the run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
