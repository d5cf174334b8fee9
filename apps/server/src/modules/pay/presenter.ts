import { centsToDollars, type PayEntry, type PayMember, type PayRate, type PaySummary } from '@atelier/shared';
import type { PayRateRow } from '../../db/schema/index.js';
import type { PayEntryWithName, PayTotals } from './ledger.js';
import type { PayPeriod } from './period.js';

/** A rate as every answer shows it (decision 154): in currency units, as prices are (decision 015). */
export function presentPayRate(row: PayRateRow): PayRate {
  return {
    _id: row.id,
    id: row.id,
    stage: row.stage,
    garmentType: row.garmentType,
    rate: centsToDollars(row.rateCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPayEntry(row: PayEntryWithName): PayEntry {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    amount: centsToDollars(row.amountCents),
    stage: row.stageName ?? '',
    projectName: row.projectName ?? '',
    projectId: row.projectId,
    note: row.note ?? '',
    byName: row.byName ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

function presentTotals(t: PayTotals): PayMember {
  return {
    member: { id: t.person.id, firstName: t.person.firstName, lastName: t.person.lastName, role: t.person.role },
    pieces: t.pieces,
    earned: centsToDollars(t.earned),
    paid: centsToDollars(t.paid),
    adjusted: centsToDollars(t.adjusted),
    due: centsToDollars(t.due),
  };
}

export function presentPaySummary({ period, totals }: { period: PayPeriod; totals: PayTotals[] }): PaySummary {
  return { from: period.from, to: period.to, currency: period.currency, members: totals.map(presentTotals) };
}
