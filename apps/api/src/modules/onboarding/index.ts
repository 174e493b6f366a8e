export { onboardingRoutes } from './routes.js';
