import { centsToDollars, type Language, type StageStatus, type Ticket, type TicketGarment } from '@atelier/shared';
import { lineStage, minutesOf } from './lines.js';
import type { GarmentRecord, TicketRecord } from './read.js';
import { owedCents } from '../invoices/queries.js';

/** What the answer shows for the asker: money only to a role that reads invoices (decision 151). */
export type TicketView = { showMoney: boolean; today: string; currency: string; language: Language };

const money = (cents: number, show: boolean) => (show ? centsToDollars(cents) : null);

function presentGarment(g: GarmentRecord, view: TicketView): TicketGarment {
  return {
    id: g.project.id,
    code: g.project.code,
    position: g.position,
    description: g.project.name,
    garmentType: g.garmentType,
    notes: g.project.description ?? '',
    done: g.project.status === 'completed',
    stages: g.stages.map((s) => ({
      id: s.id,
      name: s.name,
      status: s.status as StageStatus,
      assigneeId: s.assigneeId,
      completedAt: s.completedAt?.toISOString() ?? null,
    })),
    lines: g.lines.map((l) => ({
      id: l.id,
      serviceId: l.serviceId,
      description: l.description,
      quantity: l.quantity,
      minutes: l.minutes,
      stage: lineStage(l.stage, view.language),
      price: money(l.priceCents, view.showMoney),
      amount: money(l.amountCents, view.showMoney),
    })),
  };
}

/** A ticket as every answer shows it; total, paid and balance are its invoice's. */
export function presentTicket(t: TicketRecord, view: TicketView): Ticket {
  const invoice = view.showMoney ? t.invoice : null;
  return {
    _id: t.id,
    id: t.id,
    code: t.code,
    status: t.status,
    client: { id: t.client.id, name: t.client.name, phone: t.client.phone ?? '' },
    pickupDate: t.pickupDate,
    overdue: t.status !== 'collected' && t.pickupDate < view.today,
    readyAt: t.readyAt?.toISOString() ?? null,
    collectedAt: t.collectedAt?.toISOString() ?? null,
    notes: t.notes ?? '',
    garments: t.garments.map((g) => presentGarment(g, view)),
    minutes: minutesOf(t.garments.flatMap((g) => g.lines)),
    currency: t.invoice?.currency ?? view.currency,
    invoiceId: view.showMoney ? t.invoiceId : null,
    total: invoice ? centsToDollars(invoice.totalCents) : null,
    paid: invoice ? centsToDollars(invoice.amountPaidCents) : null,
    balance: invoice ? centsToDollars(owedCents(invoice)) : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
