import { analyticsRoutes } from './analytics.js';
import { bookingRoutes, portalBookingRoutes, publicBookingRoutes } from './bookings.js';
import { calendarRoutes } from './calendar.js';
import { accountRoutes } from './account.js';
import { authRoutes } from './auth.js';
import { contractRoutes, contractTemplateRoutes, portalContractRoutes } from './contracts.js';
import { clientRoutes } from './clients.js';
import { dashboardRoutes } from './dashboard.js';
import { dataRoutes } from './data.js';
import { patternGeneratorRoutes } from './pattern-generator.js';
import { patternRoutes } from './patterns.js';
import { designerStyleRoutes } from './designer-styles.js';
import { sizeChartRoutes } from './size-charts.js';
import { pieceRoutes } from './pieces.js';
import { specialOrderRoutes } from './special-orders.js';
import { rentalRoutes } from './rentals.js';
import { routesOf, type RouteDeclaration } from './define.js';
import { formatMessage, messagesOf, type MessageKeyOf } from './messages.js';
import { healthRoutes } from './health.js';
import { invoiceRoutes } from './invoices.js';
import { accountingRoutes, taxRoutes } from './tax.js';
import { materialRoutes } from './materials.js';
import { serviceRoutes } from './services.js';
import { searchRoutes } from './search.js';
import { payRoutes } from './pay.js';
import { garmentRoutes, ticketRoutes } from './tickets.js';
import { groupRoutes } from './groups.js';
import { measurementRoutes } from './measurements.js';
import { measurementRequestRoutes } from './measurement-requests.js';
import { conversationRoutes, messageTemplateRoutes, messagingRoutes } from './messaging.js';
import { projectMaterialRoutes } from './project-materials.js';
import { projectRoutes } from './projects.js';
import { purchaseOrderRoutes } from './purchase-orders.js';
import { portalQuoteRoutes, quoteRoutes } from './quotes.js';
import { layoutRoutes } from './layouts.js';
import { supplierRoutes } from './suppliers.js';
import { subscriptionRoutes } from './subscriptions.js';
import { fileRoutes } from './files.js';
import { fittingRoutes } from './fittings.js';
import { garmentTemplateRoutes } from './garment-templates.js';
import { photoRoutes } from './photos.js';
import { notificationRoutes, portalLinkRoutes, portalRoutes } from './portal.js';
import { stageRoutes, workflowRoutes } from './stages.js';
import { studioRoutes, teamRoutes, tokenRoutes } from './team.js';
import { twoFactorRoutes } from './two-factor.js';

export * from './define.js';
export * from './errors.js';
export * from './messages.js';
export * from './params.js';
export * from './rentals.js';
export * from './rental-party.js';
export * from './special-orders.js';
export * from './pieces.js';
export * from './size-charts.js';
export * from './designer-styles.js';

/**
 * The API's type named group by group: inferred whole it is longer than the compiler writes into a
 * declaration file, so each group is its declaration's own type.
 */
export type Api = {
  health: typeof healthRoutes;
  clients: typeof clientRoutes;
  measurements: typeof measurementRoutes;
  projects: typeof projectRoutes;
  invoices: typeof invoiceRoutes;
  tax: typeof taxRoutes;
  accounting: typeof accountingRoutes;
  calendar: typeof calendarRoutes;
  dashboard: typeof dashboardRoutes;
  analytics: typeof analyticsRoutes;
  patterns: typeof patternRoutes;
  patternGenerator: typeof patternGeneratorRoutes;
  data: typeof dataRoutes;
  subscriptions: typeof subscriptionRoutes;
  auth: typeof authRoutes;
  twoFactor: typeof twoFactorRoutes;
  account: typeof accountRoutes;
  files: typeof fileRoutes;
  team: typeof teamRoutes;
  studio: typeof studioRoutes;
  tokens: typeof tokenRoutes;
  stages: typeof stageRoutes;
  workflows: typeof workflowRoutes;
  garmentTemplates: typeof garmentTemplateRoutes;
  photos: typeof photoRoutes;
  portalLinks: typeof portalLinkRoutes;
  portal: typeof portalRoutes;
  notifications: typeof notificationRoutes;
  measurementRequests: typeof measurementRequestRoutes;
  messageTemplates: typeof messageTemplateRoutes;
  messaging: typeof messagingRoutes;
  conversation: typeof conversationRoutes;
  fittings: typeof fittingRoutes;
  materials: typeof materialRoutes;
  services: typeof serviceRoutes;
  pay: typeof payRoutes;
  tickets: typeof ticketRoutes;
  suppliers: typeof supplierRoutes;
  purchaseOrders: typeof purchaseOrderRoutes;
  projectMaterials: typeof projectMaterialRoutes;
  layouts: typeof layoutRoutes;
  garments: typeof garmentRoutes;
  bookings: typeof bookingRoutes;
  book: typeof publicBookingRoutes;
  portalBookings: typeof portalBookingRoutes;
  quotes: typeof quoteRoutes;
  portalQuotes: typeof portalQuoteRoutes;
  groups: typeof groupRoutes;
  contractTemplates: typeof contractTemplateRoutes;
  contracts: typeof contractRoutes;
  portalContracts: typeof portalContractRoutes;
  search: typeof searchRoutes;
  designerStyles: typeof designerStyleRoutes;
  sizeCharts: typeof sizeChartRoutes;
  pieces: typeof pieceRoutes;
  specialOrders: typeof specialOrderRoutes;
  rentals: typeof rentalRoutes;
};

/**
 * The whole API, one group per resource (decision 062): the server registers every declaration
 * here, the web calls them as `API.<group>.<route>`, the cross-route tests walk them, and the
 * success messages are read from the groups (decision 138). A new group is added once, here.
 */
export const API: Api = {
  health: healthRoutes,
  clients: clientRoutes,
  measurements: measurementRoutes,
  projects: projectRoutes,
  invoices: invoiceRoutes,
  tax: taxRoutes,
  accounting: accountingRoutes,
  calendar: calendarRoutes,
  dashboard: dashboardRoutes,
  analytics: analyticsRoutes,
  patterns: patternRoutes,
  patternGenerator: patternGeneratorRoutes,
  data: dataRoutes,
  subscriptions: subscriptionRoutes,
  auth: authRoutes,
  twoFactor: twoFactorRoutes,
  account: accountRoutes,
  files: fileRoutes,
  team: teamRoutes,
  studio: studioRoutes,
  tokens: tokenRoutes,
  stages: stageRoutes,
  workflows: workflowRoutes,
  garmentTemplates: garmentTemplateRoutes,
  photos: photoRoutes,
  portalLinks: portalLinkRoutes,
  portal: portalRoutes,
  notifications: notificationRoutes,
  measurementRequests: measurementRequestRoutes,
  messageTemplates: messageTemplateRoutes,
  messaging: messagingRoutes,
  conversation: conversationRoutes,
  fittings: fittingRoutes,
  materials: materialRoutes,
  services: serviceRoutes,
  pay: payRoutes,
  tickets: ticketRoutes,
  suppliers: supplierRoutes,
  purchaseOrders: purchaseOrderRoutes,
  projectMaterials: projectMaterialRoutes,
  layouts: layoutRoutes,
  garments: garmentRoutes,
  bookings: bookingRoutes,
  book: publicBookingRoutes,
  portalBookings: portalBookingRoutes,
  contractTemplates: contractTemplateRoutes,
  contracts: contractRoutes,
  portalContracts: portalContractRoutes,
  search: searchRoutes,
  quotes: quoteRoutes,
  portalQuotes: portalQuoteRoutes,
  groups: groupRoutes,
  designerStyles: designerStyleRoutes,
  sizeCharts: sizeChartRoutes,
  pieces: pieceRoutes,
  specialOrders: specialOrderRoutes,
  rentals: rentalRoutes,
};

/** Every declared route, for the server's registration check and the cross-route tests. */
export const ALL_ROUTES = routesOf(API);

/** Every success message a route or a handler may name: the keys the groups declare (decision 138). */
export type SuccessMessageKey = MessageKeyOf<typeof API>;

/** Every success message in English, the text the server answers (decision 067) and the web's base catalogue. */
export const SUCCESS_MESSAGES = messagesOf(API) as Readonly<Record<SuccessMessageKey, string>>;

/** The English text of a success message, as the server sends it. */
export function successMessage(key: SuccessMessageKey, params?: Readonly<Record<string, string | number>>): string {
  return formatMessage(SUCCESS_MESSAGES[key], params);
}

/** The key a declared route answers with; routeGroup checked it is one of its group's messages. */
export function routeMessage(route: Pick<RouteDeclaration, 'message'>): SuccessMessageKey | undefined {
  return route.message as SuccessMessageKey | undefined;
}
