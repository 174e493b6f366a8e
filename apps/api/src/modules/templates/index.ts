export { templateRoutes } from './routes.js';
