import { INVOICE_STATUS_LABELS } from '@atelier/shared';
import type { AppContext } from '../../context.js';

import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';

import { issueInTx } from './issue.js';
import { type InvoiceService } from './service.js';

/** POST /invoices/{id}/issue (decision 163): a draft issued without being sent; an issued one answers as it is. */
export function issueService(ctx: AppContext, invoiceService: InvoiceService) {
  return {
    async issue({ actor, id }: { actor: Actor; id: string }) {
      const before = await invoiceService.get({ actor, id });
      if (!before.issuedAt) {
        await ctx.db.transaction(async (tx) => {
          const issued = await issueInTx(tx, actor.workspaceId, id, { checkReady: true, status: 'sent' });
          if (before.status === 'draft')
            await recordActivity(tx, actor, {
              entityType: 'invoice',
              entityId: id,
              action: 'status-changed',
              subject: issued.invoiceNumber,
              detail: INVOICE_STATUS_LABELS.sent,
            });
        });
      }
      return invoiceService.get({ actor, id });
    },
  };
}
