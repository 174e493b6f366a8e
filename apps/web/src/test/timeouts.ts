/**
 * How long a wait in a component test may take before it fails. Pages and the rich editor are lazy chunks that
 * Vite compiles on first use, and MUI renders slowly in jsdom: with other suites running on the same two cores a
 * render can take many seconds. A wait that passes returns as soon as it can, so a long limit costs nothing.
 */
export const WAIT_TIMEOUT_MS = 30_000;
