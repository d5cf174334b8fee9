import type { AppContext } from '../../context.js';
import { invoiceListEpochs } from '../../db/schema/index.js';
import { keptWholeLists, type WholeAnswer } from '../../lib/kept-whole-lists.js';

const perContext = new WeakMap<AppContext, ReturnType<typeof keptWholeLists>>();

/**
 * The studio's whole invoice list as last written, kept per process beside the studio's invoice
 * counter (decision 176; triggers of migration 0045 raise it). Keyed by the day too: the status an
 * invoice shows turns overdue as days pass.
 */
export function keptInvoiceList(ctx: AppContext, workspaceId: string, today: string): Promise<WholeAnswer> {
  let lists = perContext.get(ctx);
  if (!lists) {
    lists = keptWholeLists(ctx.db, invoiceListEpochs, invoiceListEpochs.workspaceId, invoiceListEpochs.epoch, 'invoice_list_epoch');
    perContext.set(ctx, lists);
  }
  return lists(workspaceId, today);
}
