import { CLIENT_OVERVIEW_FIRST, planIncludes, type Permission } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { can, type Actor } from '../../lib/actor.js';
import type { ListRead } from '../../lib/pages.js';
import { clientAppointments } from '../calendar/queries.js';
import { conversationSection } from '../conversation/thread.js';
import { clientActivity } from '../dashboard/service.js';
import { fitProfileOf } from '../fittings/profile.js';
import { fittingsOfClient } from '../fittings/service.js';
import { clientInvoiceTotals } from '../invoices/queries.js';
import { invoiceService } from '../invoices/service.js';
import { latestPerGarment } from '../measurements/history.js';
import { clientRevisions } from '../measurements/revisions.js';
import { photoService } from '../photos/service.js';
import { studioOwner } from '../plans/rules.js';
import { livePortalLink } from '../portal/links.js';
import { projectService } from '../projects/service.js';
import { relatedCounts } from './deletion.js';
import { readClient } from './service.js';

/** The rows of a list read asked for one page (a `limit` was given). */
const pageRows = <R>(read: ListRead<R>): R[] => ('page' in read ? read.page.rows : []);

/**
 * GET /clients/{id}/overview (decision 126): the client and the first items and count of each of
 * its sections, read through the other modules' own functions. A section the role may not read, or
 * the plan does not have, is null. Every section is a fixed number of queries whatever the client
 * holds, so the page costs the same for a new client and one of ten years.
 */
export function clientOverviewService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const invoices = invoiceService(ctx, { now });
  const projects = projectService(ctx);
  const photos = photoService(ctx);
  const take = CLIENT_OVERVIEW_FIRST;

  async function read({ actor, id }: { actor: Actor; id: string }) {
    const scope = { workspaceId: actor.workspaceId, clientId: id, take };
    /** The section when the role holds every permission it needs, else null. */
    const when = <T>(needs: Permission[], section: () => Promise<T>): Promise<T | null> =>
      needs.every((p) => can(actor, p)) ? section() : Promise.resolve(null);
    const owner = await studioOwner(ctx.db, actor.workspaceId);
    const [
      client,
      related,
      measurements,
      projectPage,
      fittings,
      profile,
      invoicePage,
      invoiceTotals,
      appointments,
      clientPhotos,
      portal,
      activity,
      conversation,
    ] = await Promise.all([
      readClient(ctx.db, actor, id),
      relatedCounts(ctx.db, id),
      when(['measurements.read'], async () => {
        // The latest changes of the client's records ride with their section (decision 130).
        const [garments, revisions] = await Promise.all([latestPerGarment(ctx.db, scope), clientRevisions(ctx.db, scope)]);
        return { ...garments, revisions };
      }),
      when(['projects.read'], async () => pageRows(await projects.list({ actor, filters: { clientId: id, limit: take } }))),
      when(['projects.read'], () => fittingsOfClient(ctx.db, scope)),
      when(['projects.read', 'measurements.read'], () => fitProfileOf(ctx.db, actor.workspaceId, id)),
      // Money is the invoices' readers' only (decision 072): a role without them gets no section.
      when(['invoices.read'], async () => pageRows(await invoices.list({ actor, filters: { clientId: id, limit: take } }))),
      when(['invoices.read'], () => clientInvoiceTotals(ctx.db, actor.workspaceId, id)),
      // A plan without the calendar keeps its appointments, unread as on the calendar (decision 032).
      when(['calendar.read'], async () => (planIncludes(owner, 'calendar') ? clientAppointments(ctx.db, { ...scope, now: now() }) : null)),
      when(['photos.read'], () => photos.list({ actor, target: { subject: 'client', subjectId: id } })),
      // Only a role that may hold the link learns whether there is one (decision 102).
      when(['portal.manage'], async () => ({ link: await livePortalLink(ctx.db, id, now()), plan: planIncludes(owner, 'clientPortal') })),
      when(['dashboard.read'], () => clientActivity(ctx.db, scope)),
      // Anyone who reads the client reads its conversation (decision 131).
      conversationSection(ctx.db, scope),
    ]);
    return {
      client,
      measurements,
      projects: projectPage && { total: related.projects, items: projectPage },
      fittings: fittings && { ...fittings, profile },
      invoices: invoicePage && invoiceTotals && { ...invoiceTotals, items: invoicePage },
      appointments,
      photos: clientPhotos,
      portal,
      activity,
      conversation,
      // A message that named an amount is read empty without invoices.read (decision 072).
      seesMoney: can(actor, 'invoices.read'),
    };
  }

  return { get: read };
}

export type ClientOverviewRead = Awaited<ReturnType<ReturnType<typeof clientOverviewService>['get']>>;
