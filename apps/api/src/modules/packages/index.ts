export { packagesRoutes } from './routes.js';
