export { profileRoutes } from './routes.js';
export { getProfile } from './service.js';
