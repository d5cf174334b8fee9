export * from './users.js';
export * from './business.js';
