import { createHash } from 'node:crypto';
import { addChecks, ALL_CHECKS, ALL_ROUTES } from '@atelier/shared';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { startStatisticsRefresh } from './db/statistics.js';
import { BackgroundTasks } from './lib/background.js';
import { registerIdempotency, startIdempotencyPurge } from './lib/idempotency.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { trustProxyOption } from './lib/network.js';
import { createMetrics } from './lib/metrics.js';
import { connectRedis, createLimiter } from './lib/redis.js';
import { createHeavyWork } from './lib/heavy-work.js';
import { createSmsSender } from './lib/sms.js';
import { serializerCompiler } from './lib/response-serializer.js';
import { loadOrCreateSecret } from './lib/secret.js';
import { accountRoutes, emailUndoRoutes } from './modules/account/routes.js';
import { startDeadlineReminders } from './modules/account/deadline-reminders.js';
import { authRoutes } from './modules/auth/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { startHoldSweep } from './modules/bookings/holds.js';
import { portalBookingRoutes } from './modules/bookings/portal-routes.js';
import { publicBookingRoutes } from './modules/bookings/public-routes.js';
import { studioPaymentRoutes } from './modules/studio-payments/routes.js';
import { depositPaidOnSandbox } from './modules/studio-payments/sandbox-paid.js';
import { bookingRoutes } from './modules/bookings/routes.js';
import { startRentalNotices } from './modules/rentals/due-notices.js';
import { clientRoutes } from './modules/clients/routes.js';
import { rentalRoutes } from './modules/rentals/routes.js';
import { specialOrderRoutes } from './modules/special-orders/routes.js';
import { pieceRoutes } from './modules/pieces/routes.js';
import { sizeChartRoutes } from './modules/size-charts/routes.js';
import { designerStyleRoutes } from './modules/designer-styles/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { dataRoutes } from './modules/data/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { taxRoutes } from './modules/tax/routes.js';
import { accountingRoutes } from './modules/accounting/routes.js';
import { eInvoiceRoutes } from './modules/invoices/e-invoice/routes.js';
import { calendarFeedRoutes } from './modules/calendar/feed-routes.js';
import { countDueReminders, startEventReminders } from './modules/calendar/reminders.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { measurementRoutes } from './modules/measurements/routes.js';
import { patternRoutes } from './modules/patterns/routes.js';
import { patternGeneratorRoutes } from './modules/pattern-generator/routes.js';
import { projectReader, projectRoutes } from './modules/projects/routes.js';
import { twoFactorRoutes } from './modules/two-factor/routes.js';
import { studioRoutes } from './modules/studio/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { tokenRoutes } from './modules/tokens/routes.js';
import { stageRoutes } from './modules/stages/routes.js';
import { garmentRoutes } from './modules/garments/routes.js';
import { garmentTemplateRoutes } from './modules/garment-templates/routes.js';
import { photoRoutes } from './modules/photos/routes.js';
import { portalLinkRoutes, portalRoutes } from './modules/portal/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { measurementRequestRoutes } from './modules/measurement-requests/routes.js';
import { fittingRoutes } from './modules/fittings/routes.js';
import { materialRoutes } from './modules/materials/routes.js';
import { serviceRoutes } from './modules/services/routes.js';
import { contractRoutes, portalContractRoutes } from './modules/contracts/routes.js';
import { payRoutes } from './modules/pay/routes.js';
import { ticketRoutes } from './modules/tickets/routes.js';
import { portalQuoteRoutes, quoteRoutes } from './modules/quotes/routes.js';
import { groupRoutes } from './modules/groups/routes.js';
import { purchaseOrderRoutes } from './modules/purchase-orders/routes.js';
import { supplierRoutes } from './modules/suppliers/routes.js';
import { projectMaterialRoutes } from './modules/project-materials/routes.js';
import { layoutRoutes } from './modules/layouts/routes.js';
import { countDueNotices, startNoticeMail } from './modules/notifications/notice-mail.js';
import { messagingRoutes } from './modules/messaging/routes.js';
import { createBilling, type Billing } from './modules/subscriptions/billing-setup.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { startBillingWorker } from './modules/subscriptions/worker.js';
import { requireAuth } from './lib/authenticate.js';
import { assertAllImplemented } from './lib/declared-routes.js';
import { registerDocs } from './plugins/docs.js';
import { registerMetrics } from './plugins/metrics.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { clientErrorHandler, httpServerOptions, registerNoStore, registerUrlChecks, REQUEST_TIMEOUT_MS } from './plugins/http-hardening.js';
import { requestForLog } from './lib/log-redaction.js';
import { registerApiCompression } from './plugins/compression.js';
import { registerKeptAliveSockets } from './plugins/kept-alive-sockets.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp, webInlineScriptHashes } from './plugins/web.js';
import { bookingPageRead } from './modules/bookings/page-html.js';

/**
 * Large enough for a 2 MB profile image sent as base64 (about 2.8 MB) plus its JSON
 * envelope, and no larger (decision 005).
 */
export const BODY_LIMIT = 3 * 1024 * 1024;

export type BuildOptions = {
  config: Config;
  /** Tests pass their own database (in-memory PGlite or a fresh PostgreSQL database). */
  database?: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten the time a request body may take to arrive. */
  requestTimeoutMs?: number;
  /** Tests read the log lines the server writes. */
  logStream?: { write: (line: string) => void };
};

/** Every method the API answers; a preflight allows exactly these (PATCH and DELETE were once refused). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
/** Every request header the web app sends; the offline queue adds the last two (decisions 089 and 090). */
const API_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match'];

/** Builds the whole app without listening: main.ts listens, tests inject or listen on port 0. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; billing: Billing }> {
  const { config } = opts;
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  // Every language's schema sentences, for the error handler (decision 204).
  for (const [language, catalog] of Object.entries(ALL_CHECKS)) addChecks(language as keyof typeof ALL_CHECKS, catalog);
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    requestTimeout,
    // Above the idle timeouts of the proxies and clients in front, so they close first (decision 060).
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: httpServerOptions(requestTimeout),
    clientErrorHandler,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  // Fastify parses text/plain by default; the API speaks JSON only, so any other body type is 415.
  app.removeContentTypeParser('text/plain');
  // While shutting down, in-flight requests are answered with Connection: close. Otherwise a
  // keep-alive client holds its socket open after the answer, and close() (so SIGTERM, and closing
  // the database) waits for that client, up to the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from their declared schemas, not checked row by row (decision 071).
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);
  // Sockets stay ready for their next request: upgrades closed, unread bodies drained (decision 103).
  registerKeptAliveSockets(app);

  const database =
    opts.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
    ));
  const secret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  const metrics = createMetrics();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    sms: createSmsSender({
      twilio: config.sms.provider === 'twilio' ? config.sms.twilio : null,
      dataDir: config.dataDir,
      log: app.log,
    }),
    log: app.log,
    background: new BackgroundTasks(app.log, (task, outcome) => metrics.backgroundTasks.inc({ task, outcome })),
    limiter: createLimiter({
      factor: config.rateLimitFactor,
      redis,
      onStoreError: () => metrics.dependencyErrors.inc({ dependency: 'redis' }),
    }),
    heavy: createHeavyWork({ threads: config.workerThreads }),
    redis,
    metrics,
    // Redis is checked by name, never by its URL, which may hold a password (decisions 093, 095).
    readiness: redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : [],
    jwtKey: new TextEncoder().encode(secret),
    otpKey: createHash('sha256').update(`otp:${secret}`).digest(),
    totpKey: createHash('sha256').update(`totp:${secret}`).digest(),
    pageKey: createHash('sha256').update(`page:${secret}`).digest(),
    answerKey: createHash('sha256').update(`answers:${secret}`).digest(),
  };
  // From SIGTERM on, the scheduled workers stop after the unit of work in hand (decision 094).
  app.addHook('preClose', async () => ctx.background.stop());
  // Before every route, so its request timing reaches them all (decision 093).
  registerMetrics(app, ctx, { 'event reminders': countDueReminders, 'studio notice mail': countDueNotices });
  // Project-deadline mails, hourly (decision 024); stopped before anything else closes.
  const stopDeadlineReminders = startDeadlineReminders(ctx);
  app.addHook('onClose', async () => stopDeadlineReminders());
  // Appointment reminders, every minute unless REMINDER_CHECK_SECONDS says otherwise (decision 032).
  const stopEventReminders = startEventReminders(ctx, config.reminderCheckMs);
  app.addHook('onClose', async () => stopEventReminders());
  // The owner's mail about what clients did through the portal (decision 082).
  const stopNoticeMail = startNoticeMail(ctx);
  app.addHook('onClose', async () => stopNoticeMail());
  // Idempotency keys (decision 089): answers stored on the root, before any scope compresses them; expired keys purged hourly.
  registerIdempotency(app, ctx);
  const stopIdempotencyPurge = startIdempotencyPurge(ctx);
  app.addHook('onClose', async () => stopIdempotencyPurge());
  const stopStatisticsRefresh = startStatisticsRefresh(ctx);
  app.addHook('onClose', async () => stopStatisticsRefresh());
  // Subscriptions (decision 042): the sandbox delivers its signed events through the real webhook route.
  const billing = createBilling(ctx, {
    deliver: async (payload, headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/subscriptions/webhook', headers, payload });
      if (res.statusCode !== 200) app.log.warn({ status: res.statusCode }, 'sandbox webhook delivery refused');
    },
    // A booking's or a rental's deposit paid on the sandbox's page (decisions 157, 229).
    depositPaid: depositPaidOnSandbox(ctx),
  });
  // Renewals, grace, trial mails, every minute (decision 043).
  const stopBilling = startBillingWorker(ctx, billing);
  app.addHook('onClose', async () => stopBilling());
  // Rentals due tomorrow reminded, and late ones told in the bell, hourly (decision 228).
  const stopRentalNotices = startRentalNotices(ctx);
  app.addHook('onClose', async () => stopRentalNotices());
  // Held booking slots past their ten minutes, marked every minute (decision 156).
  const stopHoldSweep = startHoldSweep(ctx);
  app.addHook('onClose', async () => stopHoldSweep());
  // Graceful shutdown: in-flight requests finish, then mail still being sent, then the database closes.
  app.addHook('onClose', async () => ctx.background.idle());
  // After the requests in flight have their answers: the jobs they started are done, the threads end.
  app.addHook('onClose', async () => ctx.heavy.close());
  if (!opts.database) app.addHook('onClose', async () => database.close());
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  app.decorateRequest('actor', null);

  registerSecurityHeaders(app, webInlineScriptHashes(config.webDistDir));
  await app.register(cors, {
    origin: [config.appUrl, ...config.corsOrigins],
    credentials: false,
    methods: API_METHODS,
    allowedHeaders: API_REQUEST_HEADERS,
    // The web app reads Retry-After to say how long to wait, and the offline queue a record's version and a replay;
    // a download's name comes from Content-Disposition (two versions of a pattern, decision 132).
    exposedHeaders: ['Retry-After', 'ETag', 'Idempotent-Replayed', 'Content-Disposition'],
    maxAge: 600,
    // An OPTIONS without the preflight headers is not a CORS request: answered 204 rather than
    // with the plugin's plain-text 400 outside the envelope.
    strictPreflight: false,
  });
  await registerDocs(app, { appUrl: config.appUrl });
  // After helmet and CORS, so a refused URL still carries their headers.
  registerUrlChecks(app);

  await app.register(
    async (api) => {
      await healthRoutes(api, ctx);
      await authRoutes(api, ctx);
      // Profile pictures: the upload signs in by itself, the file read is public (decision 022).
      await fileRoutes(api, ctx);
      await twoFactorRoutes(api, ctx);
      // Undoing an email change: the old owner may have no session left (decision 050).
      await emailUndoRoutes(api, ctx);
      // The .ics feed: a phone's calendar cannot sign in; the secret address is the key (decision 032).
      await calendarFeedRoutes(api, ctx);
      // Subscriptions: the webhook and the sandbox's checkout page are public, the rest signs in itself.
      await subscriptionRoutes(api, ctx, billing);
      // The team: reading an invitation is public (the join page before sign-in), the rest signs in itself.
      await teamRoutes(api, ctx);
      // The client portal: public, the token in the address is the key (decision 082).
      await portalRoutes(api, ctx);
      // Online booking (decision 156): the public page and its deposits' webhook, and the portal's moves.
      await publicBookingRoutes(api, ctx, billing);
      await studioPaymentRoutes(api, ctx);
      await portalBookingRoutes(api, ctx);
      await portalContractRoutes(api, ctx);
      await portalQuoteRoutes(api, ctx);
      // The business records: every route below needs a signed-in user and sees only their rows.
      await api.register(async (business) => {
        business.addHook('onRequest', requireAuth(ctx));
        await registerApiCompression(business);
        await clientRoutes(business, ctx);
        await measurementRoutes(business, ctx);
        await projectRoutes(business, ctx);
        await invoiceRoutes(business, ctx);
        await eInvoiceRoutes(business, ctx);
        await taxRoutes(business, ctx);
        await accountingRoutes(business, ctx);
        await calendarRoutes(business, ctx);
        await dashboardRoutes(business, ctx);
        await searchRoutes(business, ctx);
        await analyticsRoutes(business, ctx);
        await patternRoutes(business, ctx);
        await patternGeneratorRoutes(business, ctx);
        await accountRoutes(business, ctx, { accountDeleted: billing.forgetAccount });
        await dataRoutes(business, ctx);
        await studioRoutes(business, ctx);
        await tokenRoutes(business, ctx);
        await stageRoutes(business, ctx, { readProject: projectReader(ctx) });
        // The scanner's move is the stages' own, with every effect of a stage change (decisions 152, 180).
        await garmentRoutes(business, ctx);
        await garmentTemplateRoutes(business, ctx);
        await photoRoutes(business, ctx);
        await portalLinkRoutes(business, ctx);
        await notificationRoutes(business, ctx);
        await measurementRequestRoutes(business, ctx);
        await fittingRoutes(business, ctx);
        await materialRoutes(business, ctx);
        await serviceRoutes(business, ctx);
        await payRoutes(business, ctx);
        await ticketRoutes(business, ctx);
        await groupRoutes(business, ctx);
        await contractRoutes(business, ctx);
        await supplierRoutes(business, ctx);
        await purchaseOrderRoutes(business, ctx);
        await quoteRoutes(business, ctx);
        await projectMaterialRoutes(business, ctx);
        await layoutRoutes(business, ctx);
        await messagingRoutes(business, ctx);
        await bookingRoutes(business, ctx);
        await designerStyleRoutes(business, ctx);
        await sizeChartRoutes(business, ctx);
        await pieceRoutes(business, ctx);
        await specialOrderRoutes(business, ctx);
        await rentalRoutes(business, ctx, billing);
      });
    },
    { prefix: '/api/v1' },
  );
  // A declared route without its handler stops the start (decision 062).
  assertAllImplemented(ctx, ALL_ROUTES);
  await registerWebApp(app, config.webDistDir, {
    bookingPage: (slug) => bookingPageRead(ctx, slug),
  });
  return { app, ctx, billing };
}
