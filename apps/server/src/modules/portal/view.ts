import { GARMENT_LABELS, planIncludes, unitOfMeasurement, type GarmentType, type PortalView, PORTAL_LIMITS } from '@atelier/shared';
import { and, asc, desc, eq, gte, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  calendarEvents,
  clients,
  invoices,
  measurements,
  projects,
  users,
  workspaces,
  type CalendarEventRow,
  type PortalLinkRow,
  type UserRow,
  type WorkspaceRow,
} from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { unreadByClient } from '../conversation/thread.js';
import { fileUrl } from '../files/service.js';
import { presentInvoice } from '../invoices/presenter.js';
import { portalMeasurementRequests } from '../measurement-requests/portal-submit.js';
import { loadInvoices, shownToClient, todayIn } from '../invoices/queries.js';
import { presentStage } from '../stages/presenter.js';
import { stagesByProject } from '../stages/store.js';
import { linkGone } from './guard.js';
import { presentPortalAppointment } from './presenter.js';

/**
 * What one link shows (decision 082): its client's own records and nothing else. Every query is
 * held to both the link's studio and its client, so a record of another client, even of the same
 * studio, can never be in the answer.
 */

/** An appointment that began up to this long ago is still on the page: the client may be on the way. */
export const APPOINTMENT_GRACE_MS = 2 * 3600_000;

const garmentLabel = (type: string, name: string | null) => name ?? GARMENT_LABELS[type as GarmentType] ?? type;

/** An absolute address from APP_URL for a stored file's path; an outside address (a Google picture) as it is. */
function absolute(appUrl: string, url: string | null): string {
  if (!url) return '';
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? `${appUrl.replace(/\/$/, '')}${url}` : '';
}

async function studioOf(db: Db, workspaceId: string): Promise<{ workspace: WorkspaceRow; owner: UserRow }> {
  const [row] = await db
    .select({ workspace: workspaces, owner: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw linkGone();
  return row;
}

function presentStudio(appUrl: string, workspace: WorkspaceRow, owner: UserRow, now: Date): PortalView['studio'] {
  const branded = planIncludes(owner, 'branding', now);
  const logo = branded && workspace.logoFileId ? fileUrl(workspace.logoFileId) : null;
  return {
    name: workspace.name,
    imageUrl: absolute(appUrl, logo ?? owner.image),
    email: owner.email,
    phone: owner.phone ?? '',
    address: owner.address ?? '',
    website: owner.website ?? '',
    brandColor: branded ? (workspace.brandColor ?? '') : '',
    language: userSettings(owner).language,
    timezone: userSettings(owner).timezone,
  };
}

/** This client's rows of a table: the link's studio AND the link's client, always both. */
const ofClient = (link: PortalLinkRow, table: { workspaceId: PgColumn; clientId: PgColumn }) =>
  and(eq(table.workspaceId, link.workspaceId), eq(table.clientId, link.clientId)) as SQL;

/** Which of these appointments a confirmed online booking of the client made (decision 161). */
async function bookedEventIds(db: Db, link: PortalLinkRow, rows: CalendarEventRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = await db
    .select({ eventId: bookings.eventId })
    .from(bookings)
    .where(
      and(
        ofClient(link, bookings),
        eq(bookings.status, 'confirmed'),
        inArray(
          bookings.eventId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return new Set(found.flatMap((r) => (r.eventId ? [r.eventId] : [])));
}

/** The client's appointments the portal shows and answers: not cancelled, from two hours ago on, soonest first. */
export async function upcomingAppointments(db: Db, link: PortalLinkRow, now: Date, where?: SQL): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        ofClient(link, calendarEvents),
        ne(calendarEvents.status, 'cancelled'),
        gte(calendarEvents.startTime, new Date(now.getTime() - APPOINTMENT_GRACE_MS)),
        where,
      ),
    )
    .orderBy(asc(calendarEvents.startTime))
    .limit(PORTAL_LIMITS.appointments);
}

async function projectsOf(db: Db, link: PortalLinkRow): Promise<PortalView['projects']> {
  const rows = await db
    .select()
    .from(projects)
    .where(ofClient(link, projects))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PORTAL_LIMITS.projects);
  const stages = await stagesByProject(
    db,
    link.workspaceId,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    status: p.status as PortalView['projects'][number]['status'],
    progress: p.progress,
    dueDate: p.dueDate ? p.dueDate.toISOString() : null,
    stages: (stages.get(p.id) ?? []).map(presentStage).map((s) => ({ name: s.name, status: s.status, dueDate: s.dueDate })),
  }));
}

async function measurementsOf(db: Db, link: PortalLinkRow): Promise<PortalView['measurements']> {
  const rows = await db
    .select()
    .from(measurements)
    .where(ofClient(link, measurements))
    .orderBy(desc(measurements.createdAt), desc(measurements.id))
    .limit(PORTAL_LIMITS.measurements);
  return rows.map((m) => ({
    id: m.id,
    garmentType: m.garmentType,
    garmentName: garmentLabel(m.garmentType, m.garmentName),
    takenBy: m.takenBy,
    values: m.values.map((v) => ({ name: v.name, size: v.size, unit: unitOfMeasurement(v) })),
    createdAt: m.createdAt.toISOString(),
  }));
}

/**
 * Sent, paid and overdue invoices, and any with a payment, as the invoices presenter computes them;
 * a draft nothing was paid on is the studio's alone (decisions 082, 125).
 */
async function invoicesOf(db: Db, link: PortalLinkRow, zone: string, now: Date): Promise<PortalView['invoices']> {
  const rows = await loadInvoices(db, and(ofClient(link, invoices), shownToClient()), todayIn(zone, now), PORTAL_LIMITS.invoices);
  return rows.map(({ row }) => {
    const i = presentInvoice(row);
    return {
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      status: i.status,
      paymentState: i.paymentState,
      dueDate: i.dueDate,
      currency: i.currency,
      amount: i.amount,
      amountPaid: i.amountPaid,
      balanceDue: i.balanceDue,
    };
  });
}

/** Everything the link's client may see, read at `now`. */
export async function readPortalView(ctx: AppContext, link: PortalLinkRow, now: Date): Promise<PortalView> {
  const db = ctx.db;
  const { workspace, owner } = await studioOf(db, link.workspaceId);
  const [client] = await db
    .select({ name: clients.name, language: clientLanguageSql })
    .from(clients)
    .where(and(eq(clients.id, link.clientId), eq(clients.workspaceId, link.workspaceId)))
    .limit(1);
  if (!client) throw linkGone();
  const settings = userSettings(owner);
  const [appointments, projectList, measurementList, invoiceList, requests, unread] = await Promise.all([
    upcomingAppointments(db, link, now),
    projectsOf(db, link),
    measurementsOf(db, link),
    invoicesOf(db, link, settings.timezone, now),
    portalMeasurementRequests(db, link),
    unreadByClient(db, link),
  ]);
  const booked = await bookedEventIds(db, link, appointments);
  return {
    studio: presentStudio(ctx.config.appUrl, workspace, owner, now),
    // The page is written in the client's language (decision 128).
    client: { name: client.name, language: client.language },
    measurementUnit: settings.measurementUnit,
    appointments: appointments.map((row) => presentPortalAppointment(row, { booked: booked.has(row.id) })),
    projects: projectList,
    measurements: measurementList,
    invoices: invoiceList,
    measurementRequests: requests,
    conversation: { unread },
  };
}
