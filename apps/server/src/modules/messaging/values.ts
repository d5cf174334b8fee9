import { documentLocale, type Language, type MessageValues, type sendMessageBodySchema } from '@atelier/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { calendarEvents, invoices, projects, type CalendarEventRow, type ClientRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { formatInvoiceMoney } from '../invoices/pdf-text.js';
import { OWED_STATUSES } from '../invoices/queries.js';

type SendBody = z.output<typeof sendMessageBodySchema>;

/** What a message may be about, each checked to be this client's and readable by the actor. */
export type MessageRecords = { projectName: string; event: CalendarEventRow | null; balance: string };

/** "Monday 2 March 2026 at 10:30" / "lundi 2 mars 2026 à 10:30", in the studio's zone: the time the tailor entered. */
export function messageDate(instant: Date, zone: string, language: Language): string {
  return new Intl.DateTimeFormat(documentLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(instant);
}

/** An amount owed in each currency the client owes in: '€120.00', or '€120.00 + $40.00'. */
function formatBalances(rows: { currency: string; cents: number }[], language: Language): string {
  return rows
    .filter((r) => r.cents > 0)
    .map((r) => formatInvoiceMoney(r.cents / 100, r.currency, language))
    .join(' + ');
}

/** The client's next appointment still to come, for {date} when no event is named. */
export async function nextAppointment(db: Db, workspaceId: string, clientId: string, now: Date): Promise<CalendarEventRow | null> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.workspaceId, workspaceId),
        eq(calendarEvents.clientId, clientId),
        eq(calendarEvents.status, 'scheduled'),
        gt(calendarEvents.startTime, now),
      ),
    )
    .orderBy(asc(calendarEvents.startTime))
    .limit(1);
  return row ?? null;
}

/** What is left to pay on an invoice: its total less credit notes, deducted deposit invoices and payments (decisions 163, 165). */
const owedSql = sql<number>`greatest(0, ${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.deductedCents} - ${invoices.amountPaidCents})`;

/** {balance}: the named invoice's balance, else what the client owes on invoices sent to them (money needs invoices.read, decision 072). */
async function balanceOf(db: Db, actor: Actor, clientId: string, invoiceId: string | null | undefined, language: Language) {
  if (invoiceId) {
    requirePermission(actor, 'invoices.read');
    requireRecordId(invoiceId, 'Invoice', 'invoiceId');
    const [row] = await db
      .select({ currency: invoices.currency, cents: owedSql.mapWith(Number) })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.workspaceId, actor.workspaceId), eq(invoices.clientId, clientId)))
      .limit(1);
    if (!row) throw missingReference('invoiceId', said('messaging.invoiceNotFound'));
    return formatBalances([row], language);
  }
  if (!can(actor, 'invoices.read')) return '';
  const owed = await db
    .select({
      currency: invoices.currency,
      cents: sql<number>`sum(${owedSql})`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, actor.workspaceId), eq(invoices.clientId, clientId), inArray(invoices.status, [...OWED_STATUSES])))
    .groupBy(invoices.currency)
    .orderBy(invoices.currency);
  return formatBalances(owed, language);
}

/**
 * The records a message names (decision 083), each checked to be this client's in the actor's
 * studio (another's is the 404 of a missing one, on its field) and readable by the actor's role.
 * Without an event, {date} is the client's next appointment when the role reads the calendar.
 */
export async function recordsNamed(
  db: Db,
  actor: Actor,
  client: ClientRow,
  body: Pick<SendBody, 'projectId' | 'invoiceId' | 'eventId'>,
  opts: { language: Language; now: Date },
): Promise<MessageRecords> {
  let projectName = '';
  if (body.projectId) {
    requirePermission(actor, 'projects.read');
    requireRecordId(body.projectId, 'Project', 'projectId');
    const [project] = await db
      .select({ name: projects.name })
      .from(projects)
      .where(and(eq(projects.id, body.projectId), eq(projects.workspaceId, actor.workspaceId), eq(projects.clientId, client.id)))
      .limit(1);
    if (!project) throw missingReference('projectId', said('messaging.projectNotFound'));
    projectName = project.name;
  }
  let event: CalendarEventRow | null = null;
  if (body.eventId) {
    requirePermission(actor, 'calendar.read');
    requireRecordId(body.eventId, 'Event', 'eventId');
    const [row] = await db
      .select()
      .from(calendarEvents)
      .where(
        and(eq(calendarEvents.id, body.eventId), eq(calendarEvents.workspaceId, actor.workspaceId), eq(calendarEvents.clientId, client.id)),
      )
      .limit(1);
    if (!row) throw missingReference('eventId', said('messaging.eventNotFound'));
    event = row;
  } else if (can(actor, 'calendar.read')) {
    event = await nextAppointment(db, actor.workspaceId, client.id, opts.now);
  }
  const balance = await balanceOf(db, actor, client.id, body.invoiceId, opts.language);
  return { projectName, event, balance };
}

/** The placeholder values, the portal link aside (it may have to be made first). */
export function valuesOf(
  client: Pick<ClientRow, 'name'>,
  records: MessageRecords,
  studio: { language: Language; zone: string },
): MessageValues {
  return {
    client: client.name,
    project: records.projectName,
    date: records.event ? messageDate(records.event.startTime, studio.zone, studio.language) : '',
    balance: records.balance,
  };
}
