import type { ClaimCheckTicket } from '../printing/claim-check.js';
import type { PrintTag } from '../printing/tags.js';
import type { TicketView } from './presenter.js';
import type { TicketRecord } from './read.js';
import { owedCents } from '../invoices/queries.js';

/**
 * A ticket as its claim check prints it (decision 153): plain data for the pool's worker, with the
 * amounts left out for a role that does not see money, as the ticket's answer leaves them out.
 */
export function claimCheckTicketOf(t: TicketRecord, view: TicketView): ClaimCheckTicket {
  const invoice = view.showMoney ? t.invoice : null;
  return {
    code: t.code,
    createdAt: t.createdAt.toISOString(),
    pickupDate: t.pickupDate,
    client: { name: t.client.name, phone: t.client.phone },
    garments: t.garments.map((g) => ({
      code: g.project.code,
      description: g.project.name,
      lines: g.lines.map((l) => ({
        description: l.quantity > 1 ? `${l.description} × ${l.quantity}` : l.description,
        amountCents: view.showMoney ? l.amountCents : null,
      })),
    })),
    totalCents: invoice?.totalCents ?? null,
    paidCents: invoice?.amountPaidCents ?? null,
    balanceCents: invoice ? owedCents(invoice) : null,
    notes: t.notes,
  };
}

/** A tag for each garment of the ticket, in the ticket's order. */
export function ticketTagsOf(t: TicketRecord): PrintTag[] {
  return t.garments.map((g) => ({
    code: g.project.code,
    clientName: t.client.name,
    description: g.project.name,
    pickupDate: t.pickupDate,
    ticketCode: t.code,
    services: g.lines.map((l) => (l.quantity > 1 ? `${l.description} × ${l.quantity}` : l.description)),
  }));
}
