export { billingRoutes } from './routes.js';
export { createStripe } from './stripe-client.js';
export { stripeRoutes } from './stripe-routes.js';
