export * from './fit.js';
export * from './skills.js';
export * from './text.js';
export * from './job.js';
