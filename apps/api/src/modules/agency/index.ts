export { agencyRoutes } from './routes.js';
export { agencyMembers, openAgency, ownedAgency } from './service.js';
