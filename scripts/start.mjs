// `npm start`: the compiled server, built first only when a build is missing or older than its sources.
import { ensureBuilt } from './build-state.mjs';

ensureBuilt(['packages/shared', 'apps/api', 'apps/web']);
await import('../apps/api/dist/main.js');
