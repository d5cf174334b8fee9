export * from './users.js';
export * from './workspaces.js';
export * from './business.js';
export * from './invoices.js';
export * from './calendar.js';
export * from './activity.js';
export * from './billing.js';
