import { EVENT_TYPE_LABELS, type EventType } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { AppContext } from '../../context.js';
import { calendarEvents, invoices, workspaces, type PortalLinkRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { clientOf, invoiceParties, studioOf } from '../invoices/documents.js';
import type { InvoicePdfInput } from '../invoices/pdf.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import { presentInvoice } from '../invoices/presenter.js';
import { loadInvoices, shownToClient, todayIn } from '../invoices/queries.js';
import { studioOwner } from '../plans/rules.js';
import { boundPortalPdf, portalWorkLine } from './guard.js';
import { upcomingAppointments } from './view.js';

/**
 * 'Add to my calendar' (decision 082): one of the link's client's appointments the page shows, as
 * an iCalendar file with the studio's name, in UTC like the studio's own feed (decision 032).
 */
export async function appointmentIcs(ctx: AppContext, link: PortalLinkRow, id: string, now: Date): Promise<string> {
  if (!isUuid(id)) throw notFound(said('portal.appointmentNotFound'));
  const [event] = await upcomingAppointments(ctx.db, link, now, eq(calendarEvents.id, id));
  if (!event) throw notFound(said('portal.appointmentNotFound'));
  const [studio] = await ctx.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, link.workspaceId)).limit(1);
  const host = new URL(ctx.config.appUrl).hostname || 'atelier';
  const label = EVENT_TYPE_LABELS[event.type as EventType] ?? 'Appointment';
  const cal = ical({ prodId: { company: 'Atelier', product: 'portal', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  cal.createEvent({
    id: `${event.id}@${host}`,
    start: event.startTime,
    end: event.endTime,
    summary: studio?.name ? `${event.title} (${studio.name})` : event.title,
    description: studio?.name ? `${label} with ${studio.name}` : label,
    location: event.location ?? null,
    stamp: event.updatedAt,
    alarms: [{ type: ICalAlarmType.display, trigger: 24 * 3600 }],
  });
  return cal.toString();
}

/**
 * One of the link's client's invoices as its PDF, made as the studio's download makes it; a draft
 * nothing was paid on is not the client's to see (decision 125). Held to the portal's own PDF
 * bounds, after the lookup, and drawn in the portal's own line of the pool: never the studio's own
 * budget (decision 102).
 */
export async function invoicePdf(ctx: AppContext, link: PortalLinkRow, id: string, now: Date): Promise<{ fileName: string; pdf: Buffer }> {
  if (!isUuid(id)) throw notFound(said('portal.invoiceNotFound'));
  const owner = await studioOwner(ctx.db, link.workspaceId);
  const [found] = await loadInvoices(
    ctx.db,
    and(eq(invoices.id, id), eq(invoices.workspaceId, link.workspaceId), eq(invoices.clientId, link.clientId), shownToClient()),
    todayIn(userSettings(owner).timezone, now),
    1,
  );
  if (!found) throw notFound(said('portal.invoiceNotFound'));
  await boundPortalPdf(ctx, link);
  const invoice = presentInvoice(found.row);
  const { seller, client } = await invoiceParties(ctx, found.row, await clientOf(ctx, link.workspaceId, link.clientId));
  const input: InvoicePdfInput = { invoice, studio: await studioOf(ctx, owner, link.workspaceId), client, seller };
  const pdf = await ctx.heavy.run<Buffer>(portalWorkLine(link.workspaceId), 'invoicePdf', input);
  return { fileName: pdfFileName(invoice.invoiceNumber), pdf };
}
