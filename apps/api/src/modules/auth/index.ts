export { authRoutes } from './routes.js';
export { upsertGoogleUser } from './google.js';
