import { SEARCH_LIMITS, type SearchHit, type SearchKind } from '@atelier/shared';
import { and, desc, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  clientGroups,
  clients,
  contracts,
  designerStyles,
  invoices,
  materials,
  patterns,
  projects,
  purchaseOrders,
  quotes,
  suppliers,
  tickets,
} from '../../db/schema/index.js';
import { compacted, digitsOf, folded } from '../../db/schema/columns.js';
import { containsPattern, foldedContains } from '../../lib/search.js';
import type { SearchTerms } from './terms.js';

/** Where a page of one kind starts and how many it holds (one more is asked, to know whether more follow). */
export type SearchWindow = { limit: number; offset: number };
type Found = Omit<SearchHit, 'keyDate' | 'detail'> & { detail: string | null; date?: string | null };
type KindSearch = (db: Db, workspaceId: string, terms: SearchTerms, window: SearchWindow) => Promise<Found[]> | null;

/**
 * The code or number starts or ends with what was typed, by its letters and digits (decision 210):
 * 'a0001' finds A-0001-2, '2026-0042' finds F-2026-0042. Each is a range of a btree index.
 */
const codeContains = (column: AnyPgColumn, terms: SearchTerms): SQL | undefined => {
  if (!terms.compact) return undefined;
  const backwards = [...terms.compact].reverse().join('');
  return or(sql`${compacted(column)} like ${`${terms.compact}%`}`, sql`reverse(${compacted(column)}) like ${`${backwards}%`}`);
};
/** Exactly the code typed comes first: 'a0001' is ticket A-0001 before its garments A-0001-1…. */
const codeFirst = (column: AnyPgColumn, terms: SearchTerms): SQL[] =>
  terms.compact ? [sql`(${compacted(column)} = ${terms.compact}) desc`] : [];
/** A name that is what was typed, then one that starts with it, then the rest by name. */
const nameFirst = (column: AnyPgColumn, terms: SearchTerms): SQL[] => [
  sql`(${folded(column)} = atelier_fold(${terms.text})) desc`,
  sql`(${folded(column)} like atelier_fold(${`${terms.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})) desc`,
  sql`${folded(column)}`,
];
const either = (...conditions: (SQL | undefined)[]): SQL | undefined => or(...conditions.filter(Boolean));
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => !!p && p.trim()).join(' · ');

const clientSearch: KindSearch = (db, workspaceId, terms, { limit, offset }) => {
  const phone = terms.phoneDigits ? sql`${digitsOf(clients.phone)} like ${containsPattern(terms.phoneDigits)}` : undefined;
  return db
    .select({ id: clients.id, title: clients.name, phone: clients.phone, email: clients.email })
    .from(clients)
    .where(
      and(
        eq(clients.workspaceId, workspaceId),
        either(foldedContains(clients.name, terms.text), foldedContains(clients.email, terms.text), phone),
      ),
    )
    .orderBy(...nameFirst(clients.name, terms), clients.id)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ id: r.id, title: r.title, detail: joined(r.phone, r.email) })));
};

/**
 * A kind found by its code or number: the one whose code is exactly what was typed first, then the
 * others holding it, newest first. Two queries, so the second runs in the studio's newest-first
 * index and stops at a page's worth when what was typed is in most numbers ('inv0'), and the
 * trigram index serves a rare one; one query ranking the exact first would read every match.
 */
function byCode(
  column: AnyPgColumn,
  read: (db: Db, where: SQL, window: SearchWindow) => Promise<Found[]>,
  owner: AnyPgColumn,
  id: AnyPgColumn,
  extra?: SQL,
): KindSearch {
  return (db, workspaceId, terms, { limit, offset }) => {
    if (!terms.compact) return null;
    const studio = and(eq(owner, workspaceId), extra)!;
    return (async () => {
      const exact = await read(db, and(studio, sql`${compacted(column)} = ${terms.compact}`)!, { limit: SEARCH_LIMITS.perKind, offset: 0 });
      const exactIds = exact.map((f) => f.id);
      const others = and(studio, codeContains(column, terms), exactIds.length ? notInArray(id, exactIds) : undefined)!;
      const shown = exact.slice(offset, offset + limit);
      const rest = await read(db, others, { limit: limit - shown.length, offset: Math.max(0, offset - exact.length) });
      return [...shown, ...rest];
    })();
  };
}

const ticketSearch = byCode(
  tickets.code,
  (db, where, { limit, offset }) =>
    db
      .select({ id: tickets.id, title: tickets.code, detail: clients.name, date: tickets.pickupDate })
      .from(tickets)
      .innerJoin(clients, eq(clients.id, tickets.clientId))
      .where(where)
      .orderBy(desc(tickets.number))
      .limit(limit)
      .offset(offset),
  tickets.workspaceId,
  tickets.id,
);

/** An invoice (or a deposit invoice) or a credit note, by its number. */
const documentSearch = (creditNotes: boolean) =>
  byCode(
    invoices.invoiceNumber,
    (db, where, { limit, offset }) =>
      db
        .select({ id: invoices.id, title: invoices.invoiceNumber, detail: clients.name })
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit)
        .offset(offset),
    invoices.workspaceId,
    invoices.id,
    creditNotes ? eq(invoices.kind, 'credit-note') : ne(invoices.kind, 'credit-note'),
  );

const purchaseOrderSearch = byCode(
  purchaseOrders.number,
  (db, where, { limit, offset }) =>
    db
      .select({ id: purchaseOrders.id, title: purchaseOrders.number, detail: suppliers.name })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(where)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(limit)
      .offset(offset),
  purchaseOrders.workspaceId,
  purchaseOrders.id,
);

const projectSearch: KindSearch = (db, workspaceId, terms, { limit, offset }) =>
  db
    .select({ id: projects.id, title: projects.name, code: projects.code, client: clients.name })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(eq(projects.workspaceId, workspaceId), either(foldedContains(projects.name, terms.text), codeContains(projects.code, terms))),
    )
    .orderBy(...codeFirst(projects.code, terms), ...nameFirst(projects.name, terms), projects.id)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ id: r.id, title: r.title, detail: joined(r.code, r.client) })));

const quoteSearch: KindSearch = (db, workspaceId, terms, { limit, offset }) =>
  db
    .select({ id: quotes.id, code: quotes.code, title: quotes.title, client: clients.name })
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .where(and(eq(quotes.workspaceId, workspaceId), either(codeContains(quotes.code, terms), foldedContains(quotes.title, terms.text))))
    .orderBy(...codeFirst(quotes.code, terms), desc(quotes.createdAt), quotes.id)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ id: r.id, title: r.code, detail: joined(r.title, r.client) })));

const contractSearch: KindSearch = (db, workspaceId, terms, { limit, offset }) =>
  db
    .select({ id: contracts.id, title: contracts.title, detail: clients.name, date: contracts.eventDate })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(
      and(
        eq(contracts.workspaceId, workspaceId),
        either(foldedContains(contracts.title, terms.text), foldedContains(clients.name, terms.text)),
      ),
    )
    .orderBy(desc(contracts.createdAt), contracts.id)
    .limit(limit)
    .offset(offset);

/** A style of the catalogue by its name or the designer's style number; its detail is the designer and the number. */
const designerStyleSearch: KindSearch = (db, workspaceId, terms, { limit, offset }) =>
  db
    .select({ id: designerStyles.id, title: designerStyles.name, number: designerStyles.styleNumber, designer: suppliers.name })
    .from(designerStyles)
    .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId))
    .where(
      and(
        eq(designerStyles.workspaceId, workspaceId),
        either(foldedContains(designerStyles.name, terms.text), foldedContains(designerStyles.styleNumber, terms.text)),
      ),
    )
    .orderBy(...nameFirst(designerStyles.name, terms), designerStyles.id)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ id: r.id, title: r.title, detail: joined(r.designer, r.number) })));

/** A kind found by its name alone: materials, suppliers, patterns, groups; `detail` tells two of a name apart. */
function byName(
  table: typeof materials | typeof suppliers | typeof patterns | typeof clientGroups,
  detail: SQL<string>,
  date: AnyPgColumn | SQL<null> = sql<null>`null`,
): KindSearch {
  return (db, workspaceId, terms, { limit, offset }) =>
    db
      .select({ id: table.id, title: table.name, detail, date: sql<string | null>`${date}` })
      .from(table)
      .where(and(eq(table.workspaceId, workspaceId), foldedContains(table.name, terms.text)))
      .orderBy(...nameFirst(table.name, terms), table.id)
      .limit(limit)
      .offset(offset);
}

/** How each kind is looked for; the kinds a caller may find are SEARCH_KINDS' (packages/shared). */
export const KIND_SEARCHES: Record<SearchKind, KindSearch> = {
  client: clientSearch,
  ticket: ticketSearch,
  project: projectSearch,
  invoice: documentSearch(false),
  creditNote: documentSearch(true),
  quote: quoteSearch,
  contract: contractSearch,
  purchaseOrder: purchaseOrderSearch,
  material: byName(
    materials,
    sql<string>`concat_ws(' · ', nullif(trim(${materials.colour}), ''), nullif(trim(${materials.location}), ''))`,
  ),
  supplier: byName(suppliers, sql<string>`concat_ws(' · ', nullif(trim(${suppliers.email}), ''), nullif(trim(${suppliers.phone}), ''))`),
  designerStyle: designerStyleSearch,
  pattern: byName(patterns, sql<string>`''`),
  group: byName(clientGroups, sql<string>`''`, clientGroups.eventDate),
};
