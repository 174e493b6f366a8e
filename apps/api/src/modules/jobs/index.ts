export { jobRoutes } from './routes.js';
