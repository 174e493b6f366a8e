import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React renders slowly in jsdom on a busy two-core machine, far past Testing Library's 1 s default: every
// findBy* and waitFor waits up to 10 s unless it names its own limit, and still returns as soon as it can.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);
