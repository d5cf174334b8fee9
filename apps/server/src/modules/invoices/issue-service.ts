import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';

import { issueInTx } from './issue.js';
import { type InvoiceService } from './service.js';

/** POST /invoices/{id}/issue (decision 163): a draft issued without being sent; an issued one answers as it is. */
export function issueService(ctx: AppContext, invoiceService: InvoiceService) {
  return {
    async issue({ actor, id }: { actor: Actor; id: string }) {
      const before = await invoiceService.get({ actor, id });
      // Its entry in the log is the issue's own effect (invoices/events.ts, decision 194).
      if (!before.issuedAt) await ctx.db.transaction((tx) => issueInTx(tx, actor, id, { checkReady: true, status: 'sent' }));
      return invoiceService.get({ actor, id });
    },
  };
}
