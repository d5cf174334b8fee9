import { CLIENT_OVERVIEW_FIRST, type ClientOverview, type OverviewInvoice } from '@atelier/shared';
import { presentEvent } from '../calendar/presenter.js';
import { presentConversationMessage } from '../conversation/presenter.js';
import { presentActivity } from '../dashboard/presenter.js';
import { presentFitting } from '../fittings/presenter.js';
import { owedCents, type InvoiceRecord } from '../invoices/queries.js';
import { presentClientRevision, presentMeasurement } from '../measurements/presenter.js';
import { presentPhoto } from '../photos/presenter.js';
import { presentProject } from '../projects/presenter.js';
import type { ClientOverviewRead } from './overview.js';
import { presentClient } from './presenter.js';

/** An invoice as the client page lists it: integer cents, the balance computed here (decisions 015 and 029). */
function presentOverviewInvoice(row: InvoiceRecord): OverviewInvoice {
  return {
    _id: row.id,
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.shownStatus,
    dueDate: `${row.dueDate}T00:00:00.000Z`,
    currency: row.currency,
    totalCents: row.totalCents,
    amountPaidCents: row.amountPaidCents,
    balanceDueCents: owedCents(row),
    project: row.project ? { _id: row.project.id, id: row.project.id, name: row.project.name } : null,
  };
}

const first = <T>(items: readonly T[]) => items.slice(0, CLIENT_OVERVIEW_FIRST);

/** GET /clients/{id}/overview (decision 126): each module's own presenter shapes its section. */
export function presentClientOverview(read: ClientOverviewRead): ClientOverview {
  const { measurements, projects, fittings, invoices, appointments, photos, portal, activity, conversation, seesMoney } = read;
  return {
    client: presentClient(read.client),
    measurements: measurements && {
      total: measurements.total,
      garments: measurements.garments,
      items: measurements.items.map((g) => ({ latest: presentMeasurement(g.latest), records: g.records })),
      revisions: { total: measurements.revisions.total, items: measurements.revisions.items.map(presentClientRevision) },
    },
    projects: projects && { total: projects.total, items: projects.items.map(presentProject) },
    fittings: fittings && {
      total: fittings.total,
      items: fittings.items.map((f) => ({ ...presentFitting(f.fitting, f.clientId, f.corrections), projectName: f.projectName })),
      profile: fittings.profile && { total: fittings.profile.inForce.length, items: first(fittings.profile.inForce) },
    },
    invoices: invoices && { total: invoices.total, outstanding: invoices.outstanding, items: invoices.items.map(presentOverviewInvoice) },
    appointments: appointments && {
      upcoming: { total: appointments.upcoming.total, items: appointments.upcoming.items.map(presentEvent) },
      past: { total: appointments.past.total, items: appointments.past.items.map(presentEvent) },
    },
    photos: photos && { total: photos.length, items: first(photos).map(presentPhoto) },
    portal: portal && {
      // A link kept while the plan has no portal opens nothing (decision 082): not live.
      live: portal.link !== null && portal.plan,
      expiresAt: portal.link?.expiresAt?.toISOString() ?? null,
      lastOpenedAt: portal.link?.lastOpenedAt?.toISOString() ?? null,
    },
    activity: activity && { total: activity.total, items: activity.items.map(presentActivity) },
    conversation: {
      total: conversation.total,
      unread: conversation.unread,
      items: conversation.items.map((line) => presentConversationMessage(line, { seesMoney })),
    },
  };
}
