// `npm run migrate`: applies pending database migrations once, with the compiled code (built first if needed).
import { ensureBuilt } from './build-state.mjs';

ensureBuilt(['packages/shared', 'apps/api']);
await import('../apps/api/dist/db/migrate-command.js');
