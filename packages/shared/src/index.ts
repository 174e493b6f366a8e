export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './auth.js';
export * from './user.js';
export * from './packages.js';
export * from './config.js';
export * from './billing.js';
