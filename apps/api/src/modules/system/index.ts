export { systemRoutes } from './routes.js';
