import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { notBuilt } from '../../lib/not-built.js';

/** An issued invoice as Factur-X, UBL or CII (decision 164). */
export async function eInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, API.invoices.eInvoice, notBuilt);
}
