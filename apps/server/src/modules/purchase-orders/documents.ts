import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { studioOf } from '../invoices/documents.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import { studioOwner } from '../plans/rules.js';
import { readSupplier } from '../suppliers/service.js';
import type { PurchaseOrderPdfInput } from './pdf.js';
import { presentPurchaseOrder } from './presenter.js';
import type { PurchaseOrderService } from './service.js';

/**
 * GET /purchase-orders/{id}/pdf (decision 145): the studio as its invoices show it, brand and all
 * (decision 073), drawn in the worker pool under the studio's bound (decisions 054, 097), in the
 * studio's language (decision 128).
 */
export function purchaseOrderDocuments(ctx: AppContext, orders: PurchaseOrderService) {
  return {
    async pdf({ actor, id }: { actor: Actor; id: string }): Promise<{ fileName: string; pdf: Buffer }> {
      const record = await orders.get({ actor, id });
      // After the access check (another studio's order is 404), before the CPU is spent.
      await boundStudio(ctx.limiter, 'purchaseOrderPdf', actor.workspaceId);
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const supplier = await readSupplier(ctx.db, actor, record.supplierId);
      const input: PurchaseOrderPdfInput = {
        order: presentPurchaseOrder(record),
        studio: await studioOf(ctx, owner, actor.workspaceId),
        supplier: { name: supplier.name, contact: supplier.contact ?? '', email: supplier.email ?? '', phone: supplier.phone ?? '' },
        language: await studioLanguageOf(ctx.db, actor.workspaceId),
      };
      const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'purchaseOrderPdf', input);
      return { fileName: pdfFileName(record.number), pdf };
    },
  };
}
