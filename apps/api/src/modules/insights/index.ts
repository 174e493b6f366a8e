export { insightsRoutes } from './routes.js';
