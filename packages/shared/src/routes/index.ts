import { accountRoutes } from './account.js';
import { authRoutes } from './auth.js';
import { clientRoutes } from './clients.js';
import { routesOf } from './define.js';
import { fileRoutes } from './files.js';
import { twoFactorRoutes } from './two-factor.js';

export * from './define.js';
export * from './errors.js';
export * from './messages.js';
export * from './params.js';
export { clientRoutes };
export { accountRoutes, authRoutes, fileRoutes, twoFactorRoutes };

/**
 * The whole API, one group per resource (decision 062): the server registers every declaration
 * here, and the cross-route tests walk them. A new group is added once, here.
 */
export const API = {
  clients: clientRoutes,
  auth: authRoutes,
  twoFactor: twoFactorRoutes,
  account: accountRoutes,
  files: fileRoutes,
};

/** Every declared route, for the server's registration check and the cross-route tests. */
export const ALL_ROUTES = routesOf(API);
