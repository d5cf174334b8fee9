import type { AccountKey } from '@atelier/shared';
import { serverFault } from '../../lib/errors.js';
import { rateLabel, type Chart } from './chart.js';
import type { RateTax } from './deposit-tax.js';

/**
 * The journal entries both files render (decision 166): one module decides what is debited and
 * credited, the FEC and the CSV only write it out. Amounts are integer cents, signed while
 * building (a debit positive, a credit negative) and split into debit and credit at the end.
 */

export type JournalCode = 'VE' | 'BQ';
export type Party = { id: string; name: string };

/** An issued invoice, deposit invoice or credit note, its amounts positive as stored. */
export type BookedDocument = {
  id: string;
  kind: string;
  number: string;
  /** The issue date in the studio's zone. */
  day: string;
  /** The issue moment, to order a day's documents as they were issued. */
  at: string;
  currency: string;
  client: Party;
  totalCents: number;
  taxCents: number;
  deductedCents: number;
  /** The invoice's one rate from before rates per line (decision 162), for documents whose items carry none. */
  taxRateBp: number;
  lines: { rateBp: number; category: string; netCents: number; taxCents: number }[];
  /** A final invoice's deposits' tax its payments booked on receipt (decision 185): not booked again. */
  depositTaxBooked?: RateTax[];
};

/** A payment (positive) or a refund made with a credit note (negative). */
export type BookedPayment = {
  id: string;
  day: string;
  at: string;
  amountCents: number;
  method: string;
  currency: string;
  client: Party;
  /** The document it settles: the invoice's number, or the credit note's for a refund. */
  reference: string;
  /** On a deposit invoice, its share of the deposit's tax, due on receipt (decision 185). */
  depositTax?: RateTax[];
};

export type EntryLine = {
  account: string;
  accountName: string;
  /** The client's own account beside the receivable and deposits lines (CompAuxNum, CompAuxLib). */
  aux: { code: string; name: string } | null;
  debitCents: number;
  creditCents: number;
};

export type Entry = {
  journal: JournalCode;
  journalName: string;
  /** Sequential per journal in date order: VE000001. */
  number: string;
  day: string;
  reference: string;
  label: string;
  currency: string;
  lines: EntryLine[];
};

type Draft = Omit<Entry, 'number' | 'lines' | 'journalName'> & {
  at: string;
  lines: { line: Omit<EntryLine, 'debitCents' | 'creditCents'>; cents: number }[];
};

/** The client's auxiliary account code: stable, short, from its id. */
export const auxCode = (client: Party) => `C${client.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * Each rate's taxable amount and tax as the items carry them, when they add up to the document's
 * totals; else (an invoice made before rates per line, decision 162, whose items carry no tax) its
 * one rate over the whole: the entry then still books exactly what the document says.
 */
function byRate(doc: BookedDocument): { rateBp: number; category: string; netCents: number; taxCents: number }[] {
  const rates = new Map<string, { rateBp: number; category: string; netCents: number; taxCents: number }>();
  for (const line of doc.lines) {
    const key = `${line.rateBp}|${line.category}`;
    const sum = rates.get(key) ?? { rateBp: line.rateBp, category: line.category, netCents: 0, taxCents: 0 };
    sum.netCents += line.netCents;
    sum.taxCents += line.taxCents;
    rates.set(key, sum);
  }
  const all = [...rates.values()];
  const net = all.reduce((s, r) => s + r.netCents, 0);
  const tax = all.reduce((s, r) => s + r.taxCents, 0);
  if (all.length > 0 && net === doc.totalCents - doc.taxCents && tax === doc.taxCents) return all;
  const category = doc.taxRateBp > 0 ? 'S' : 'O';
  return [{ rateBp: doc.taxRateBp, category, netCents: doc.totalCents - doc.taxCents, taxCents: doc.taxCents }];
}

function documentDraft(chart: Chart, doc: BookedDocument): Draft {
  const { codes, names, words } = chart;
  const aux = { code: auxCode(doc.client), name: doc.client.name };
  const account = (key: AccountKey, accountName = names[key]) => ({ account: codes[key], accountName, aux: null });
  const clientAccount = (key: AccountKey) => ({ account: codes[key], accountName: names[key], aux });
  const lines: Draft['lines'] = [];
  if (doc.kind === 'deposit') {
    // The deposit waits in the customer-deposits account until the final invoice moves it.
    lines.push({ line: clientAccount('receivable'), cents: doc.totalCents }, { line: clientAccount('deposits'), cents: -doc.totalCents });
  } else {
    // The deposits' tax booked on receipt is taken from both the deposits and the tax of the final invoice (decision 185).
    const booked = new Map((doc.depositTaxBooked ?? []).map((r) => [`${r.rateBp}|${r.category}`, r]));
    const bookedCents = [...booked.values()].reduce((s, r) => s + r.taxCents, 0);
    lines.push({ line: clientAccount('receivable'), cents: doc.totalCents - doc.deductedCents });
    lines.push({ line: clientAccount('deposits'), cents: doc.deductedCents - bookedCents });
    for (const rate of byRate(doc)) {
      const label = rateLabel(chart, rate.rateBp, rate.category);
      const before = booked.get(`${rate.rateBp}|${rate.category}`)?.taxCents ?? 0;
      booked.delete(`${rate.rateBp}|${rate.category}`);
      lines.push({ line: account('sales', `${words.sales} ${label}`), cents: -rate.netCents });
      lines.push({ line: account('vat', `${words.tax} ${label}`), cents: -(rate.taxCents - before) });
    }
    for (const r of booked.values())
      lines.push({ line: account('vat', `${words.tax} ${rateLabel(chart, r.rateBp, r.category)}`), cents: r.taxCents });
  }
  // A credit note is its invoice's entry reversed.
  const sign = doc.kind === 'credit-note' ? -1 : 1;
  const what = doc.kind === 'deposit' ? words.deposit : doc.kind === 'credit-note' ? words.creditNote : words.invoice;
  return {
    journal: 'VE',
    day: doc.day,
    at: doc.at,
    reference: doc.number,
    label: `${what} ${doc.number} ${doc.client.name}`,
    currency: doc.currency,
    lines: lines.map(({ line, cents }) => ({ line, cents: sign * cents })),
  };
}

const MONEY_ACCOUNT: Record<string, AccountKey> = { cash: 'cash', card: 'card' };

function paymentDraft(chart: Chart, payment: BookedPayment): Draft {
  const { codes, names, words } = chart;
  // Bank transfers, mobile money and the rest arrive on the bank account.
  const money = MONEY_ACCOUNT[payment.method] ?? 'bank';
  const aux = { code: auxCode(payment.client), name: payment.client.name };
  const what = payment.amountCents < 0 ? words.refund : words.payment;
  return {
    journal: 'BQ',
    day: payment.day,
    at: payment.at,
    reference: payment.reference,
    label: `${what} ${payment.reference} ${payment.client.name}`,
    currency: payment.currency,
    // A refund is negative, so the same two lines book it in reverse.
    lines: [
      { line: { account: codes[money], accountName: names[money], aux: null }, cents: payment.amountCents },
      { line: { account: codes.receivable, accountName: names.receivable, aux }, cents: -payment.amountCents },
      // A deposit's tax is due as it is received (decision 185): out of the deposits account, into the tax collected.
      ...(payment.depositTax ?? []).flatMap((r) => [
        { line: { account: codes.deposits, accountName: names.deposits, aux }, cents: r.taxCents },
        {
          line: { account: codes.vat, accountName: `${words.tax} ${rateLabel(chart, r.rateBp, r.category)}`, aux: null },
          cents: -r.taxCents,
        },
      ]),
    ],
  };
}

/** A draft's lines as debits and credits, without the empty ones; refused if it does not balance to the cent. */
function settle(draft: Draft): EntryLine[] {
  const sum = draft.lines.reduce((s, l) => s + l.cents, 0);
  if (sum !== 0) throw serverFault(`The entry for ${draft.reference} does not balance`);
  return draft.lines
    .filter((l) => l.cents !== 0)
    .map(({ line, cents }) => ({ ...line, debitCents: Math.max(cents, 0), creditCents: Math.max(-cents, 0) }));
}

const JOURNAL_ORDER: Record<JournalCode, number> = { VE: 0, BQ: 1 };

/** The period's entries in date order, sales before bank on a day, numbered per journal. */
export function journalEntries(chart: Chart, documents: readonly BookedDocument[], payments: readonly BookedPayment[]): Entry[] {
  const drafts = [...documents.map((d) => documentDraft(chart, d)), ...payments.map((p) => paymentDraft(chart, p))];
  drafts.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      JOURNAL_ORDER[a.journal] - JOURNAL_ORDER[b.journal] ||
      a.at.localeCompare(b.at) ||
      a.reference.localeCompare(b.reference),
  );
  const counters: Record<JournalCode, number> = { VE: 0, BQ: 0 };
  // A document or payment of nothing (a free alteration) has no line to book, and takes no number.
  const settled = drafts.map((draft) => ({ draft, lines: settle(draft) })).filter(({ lines }) => lines.length > 0);
  return settled.map(({ draft, lines }) => {
    counters[draft.journal] += 1;
    const { at: _at, lines: _drafted, ...rest } = draft;
    return {
      ...rest,
      journalName: chart.words.journals[draft.journal],
      number: `${draft.journal}${String(counters[draft.journal]).padStart(6, '0')}`,
      lines,
    };
  });
}
