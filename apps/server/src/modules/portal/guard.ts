import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { PortalLinkRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { networkOf } from '../../lib/network.js';
import { said } from '../../lib/said.js';
import { boundWindows, type Bound } from '../../lib/studio-limits.js';
import { findLivePortalLink } from './links.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How much one link and one network may ask of the portal (decision 082 has the reasoning). Reads
 * are the page, its .ics files and PDFs; writes are confirmations, requests to move and messages,
 * each of which writes a notice and may mail the owner. RATE_LIMIT_FACTOR scales them (decision 004).
 */
export const PORTAL_RATE_LIMITS = {
  readPerLink: {
    limits: [
      { max: 30, windowMs: MINUTE },
      { max: 300, windowMs: HOUR },
    ],
    message: said('portal.openedTooOften'),
  },
  readPerNetwork: {
    limits: [{ max: 120, windowMs: MINUTE }],
    message: said('portal.tooManyFromNetwork'),
  },
  writePerLink: {
    limits: [
      { max: 10, windowMs: 10 * MINUTE },
      { max: 50, windowMs: DAY },
    ],
    message: said('portal.sentTooMuch'),
  },
  writePerNetwork: {
    limits: [{ max: 30, windowMs: 10 * MINUTE }],
    message: said('portal.tooManyFromNetworkMinutes'),
  },
  /**
   * Invoice PDFs (decision 102): counted apart from the studio's own (decision 054), under keys of
   * their own, so what an outsider asks for never uses up what the studio can do. One link asks a
   * few; all of a studio's links together stay well below the studio's own 20 a minute and 300 an hour.
   */
  pdfPerLink: {
    limits: [
      { max: 5, windowMs: MINUTE },
      { max: 30, windowMs: HOUR },
    ],
    message: said('portal.invoiceDownloadedTooOften'),
  },
  pdfPerStudio: {
    limits: [
      { max: 10, windowMs: MINUTE },
      { max: 100, windowMs: HOUR },
    ],
    message: said('portal.invoicesDownloadedTooOften'),
  },
} satisfies Record<string, Bound>;

/**
 * Counts one portal PDF of the link, and of all its studio's links together (decision 102): never
 * the studio's own invoicePdf bound.
 */
export async function boundPortalPdf(ctx: AppContext, link: PortalLinkRow): Promise<void> {
  // The link first: a link refused its own does not eat into its studio's total.
  await boundWindows(ctx.limiter, 'portal:pdf:link', link.id, PORTAL_RATE_LIMITS.pdfPerLink);
  await boundWindows(ctx.limiter, 'portal:pdf:studio', link.workspaceId, PORTAL_RATE_LIMITS.pdfPerStudio);
}

/**
 * The line a studio's portal jobs wait in at the worker pool (decision 097's gate): apart from the
 * studio's own, so PDFs asked through links never hold the studio's two places or its eight waiting
 * (decision 102).
 */
export const portalWorkLine = (workspaceId: string) => `portal:${workspaceId}`;

type Use = 'read' | 'write';

/** One answer for every link that does not open: unknown, revoked, expired, or its studio on Free. */
export const linkGone = () => new AppError('NOT_FOUND', said('portal.linkGone'));

/**
 * Every portal answer, errors included, is kept out of search engines and caches, and sends no
 * Referer from the page, whose address is the key (decision 082). Registered on the portal's own
 * scope, so no other route gets them.
 */
export function portalHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('x-robots-tag', 'noindex');
    void reply.header('cache-control', 'no-store');
    void reply.header('referrer-policy', 'no-referrer');
  });
}

const useOf = (req: FastifyRequest): Use => (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write');

/**
 * Per network, before the body is read: counts every request, well-formed or not, so guessing
 * tokens or flooding with rubbish is bounded as much as real use.
 */
export function boundNetwork(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const use = useOf(req);
    await boundWindows(ctx.limiter, `portal:${use}:network`, networkOf(req.ip), PORTAL_RATE_LIMITS[`${use}PerNetwork`]);
  };
}

/**
 * The live link of a token, or the one 404, then one more use of that link counted: a link in
 * the wrong hands cannot flood the studio with notices or the server with PDFs.
 */
export async function openLink(ctx: AppContext, token: string, use: Use): Promise<PortalLinkRow> {
  const link = await findLivePortalLink(ctx.db, token);
  if (!link) throw linkGone();
  await boundWindows(ctx.limiter, `portal:${use}:link`, link.id, PORTAL_RATE_LIMITS[`${use}PerLink`]);
  return link;
}
