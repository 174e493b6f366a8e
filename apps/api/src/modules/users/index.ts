export { usersRoutes } from './routes.js';
