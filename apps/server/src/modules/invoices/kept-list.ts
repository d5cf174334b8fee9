import { API } from '@atelier/shared';
import { and, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoiceListChanges, invoiceListEpochs, invoices } from '../../db/schema/index.js';
import { wholeListEnvelope } from '../../lib/declared-routes.js';
import {
  keptWholeLists,
  type KeptAnswer,
  type ListChanges,
  type ListPart,
  type ListSource,
  type SinceKept,
} from '../../lib/kept-whole-lists.js';
import { walkPositioned, type Positioned } from '../../lib/pages.js';
import { presentInvoice } from './presenter.js';
import { INVOICE_ORDER, loadInvoicePage, loadInvoices, type InvoiceRecord } from './queries.js';

const perContext = new WeakMap<AppContext, ReturnType<typeof keptWholeLists>>();

/** Beyond this many changes since a kept list, it is read whole again: as quick, and bounded. */
const MOST_CHANGES = 5000;
/** A change is kept longer than a list is made again from changes (a day, `keptWholeLists`). */
const CHANGES_KEPT = sql`now() - interval '2 days'`;

/**
 * The studio's whole invoice list as last written, kept per process beside the studio's invoice
 * counter (decisions 176, 177; triggers of migrations 0045 and 0046). Kept with its day too: the
 * status an invoice shows turns overdue as days pass.
 */
export function keptInvoiceList(ctx: AppContext, workspaceId: string, today: string): Promise<KeptAnswer> {
  let lists = perContext.get(ctx);
  if (!lists) {
    const source = invoiceListSource(ctx.db);
    lists = keptWholeLists(ctx.db, invoiceListEpochs, invoiceListEpochs.workspaceId, invoiceListEpochs.epoch, 'invoice_list_epoch', source);
    perContext.set(ctx, lists);
  }
  return lists(workspaceId, today);
}

const partsOf = (found: Positioned<InvoiceRecord>[]): ListPart[] =>
  found.map((f) => ({ at: f.at, id: f.id, text: JSON.stringify(presentInvoice(f.row)) }));

/** The unfiltered list: the studio's invoices and deposit invoices, credit notes listed on their own (decision 163). */
const listed = (workspaceId: string) => and(eq(invoices.workspaceId, workspaceId), ne(invoices.kind, 'credit-note'));

function invoiceListSource(db: Db): ListSource {
  return {
    ...wholeListEnvelope(API.invoices.list, 'invoices'),
    async *whole(workspaceId, today) {
      // Changes older than any list kept are not read again.
      await db
        .delete(invoiceListChanges)
        .where(and(eq(invoiceListChanges.workspaceId, workspaceId), lte(invoiceListChanges.at, CHANGES_KEPT)));
      const walk = walkPositioned({
        order: INVOICE_ORDER,
        read: (after, take) => loadInvoices(db, and(listed(workspaceId), after), today, take),
        prepared: (position, take) => loadInvoicePage(db, workspaceId, today, position, take),
      });
      for await (const found of walk) yield partsOf(found);
    },
    since: (workspaceId, kept) => changedSince(db, workspaceId, kept),
  };
}

/**
 * The invoices a change between the counters names, as they are now: those changed, those linked
 * to one changed (each shows the other's number and total), and those of a client or project
 * renamed; on another day, those falling due between the two, whose shown status may have turned
 * overdue (or back, the other way). Every invoice named is let go first: one deleted, or now a
 * credit note, is not put back.
 */
async function changedSince(db: Db, workspaceId: string, kept: SinceKept): Promise<ListChanges | null> {
  const { from, to, keptKey, key: today } = kept;
  const changes = await db
    .select({ kind: invoiceListChanges.kind, ref: invoiceListChanges.ref })
    .from(invoiceListChanges)
    .where(and(eq(invoiceListChanges.workspaceId, workspaceId), gt(invoiceListChanges.epoch, from), lte(invoiceListChanges.epoch, to)))
    .limit(MOST_CHANGES + 1);
  if (changes.length > MOST_CHANGES) return null;
  const named = (kind: string) => [...new Set(changes.filter((c) => c.kind === kind).map((c) => c.ref))];
  const ids = named('i');
  const which: SQL[] = [];
  if (ids.length > 0) which.push(inArray(invoices.id, ids), inArray(invoices.relatedInvoiceId, ids));
  const clientIds = named('c');
  if (clientIds.length > 0) which.push(inArray(invoices.clientId, clientIds));
  const projectIds = named('p');
  if (projectIds.length > 0) which.push(inArray(invoices.projectId, projectIds));
  if (keptKey !== today) {
    const [first, last] = keptKey < today ? [keptKey, today] : [today, keptKey];
    which.push(and(gte(invoices.dueDate, first), lt(invoices.dueDate, last)) as SQL);
  }
  if (which.length === 0) return { drop: [], parts: [] };
  const where = and(listed(workspaceId), or(...which));
  const parts: ListPart[] = [];
  const walk = walkPositioned({
    order: INVOICE_ORDER,
    read: (after, take) => loadInvoices(db, and(where, after), today, take),
  });
  for await (const found of walk) parts.push(...partsOf(found));
  return { drop: ids, parts };
}
