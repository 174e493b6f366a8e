export * from './fit.js';
export * from './skills.js';
export * from './text.js';
export * from './job.js';
export * from './outcome.js';
export * from './insights.js';
export * from './answers.js';
