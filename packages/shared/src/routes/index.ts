import { clientRoutes } from './clients.js';
import { routesOf } from './define.js';
import { subscriptionRoutes } from './subscriptions.js';

export * from './define.js';
export * from './errors.js';
export * from './messages.js';
export * from './params.js';
export { clientRoutes, subscriptionRoutes };

/**
 * The whole API, one group per resource (decision 062): the server registers every declaration
 * here, and the cross-route tests walk them. A new group is added once, here.
 */
export const API = {
  clients: clientRoutes,
  subscriptions: subscriptionRoutes,
};

/** Every declared route, for the server's registration check and the cross-route tests. */
export const ALL_ROUTES = routesOf(API);
