export { templateRoutes } from './routes.js';
export { getTemplate } from './service.js';
