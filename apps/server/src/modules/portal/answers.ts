import type {
  ClientResponse,
  Language,
  NotificationKind,
  PortalAppointment,
  PortalActivity,
  PortalConversationMessage,
} from '@atelier/shared';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { calendarEvents, clients, portalLinks, type PortalLinkRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said } from '../../lib/said.js';
import { requireShownDocument } from '../../lib/shown-document.js';
import { presentPortalMessage } from '../conversation/presenter.js';
import { recordThreadMessage } from '../conversation/thread.js';
import { mailNoticesSoon } from '../notifications/notice-mail.js';
import { notifyStudio } from '../notifications/notify.js';
import { presentPortalAppointment } from './presenter.js';

/** An opening is logged at most this often per link: a client reloading the page is one visit. */
export const OPENING_LOG_INTERVAL_MS = 30 * 60_000;

async function clientName(tx: Db, link: PortalLinkRow): Promise<string> {
  const [row] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, link.clientId), eq(clients.workspaceId, link.workspaceId)))
    .limit(1);
  return row?.name ?? '';
}

const portalEntry = (link: PortalLinkRow, subject: string, what: PortalActivity, title = '') => ({
  entityType: 'portal' as const,
  entityId: link.clientId,
  action: 'updated' as const,
  subject,
  detail: title ? `${what} ${title}` : what,
});

/**
 * Marks the link opened now, and logs 'opened' when it had not been opened in the last 30 minutes.
 * The link's row is locked for the check, so two tabs opening at once log one visit.
 */
export async function recordOpening(ctx: AppContext, link: PortalLinkRow, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lastOpenedAt: portalLinks.lastOpenedAt })
      .from(portalLinks)
      .where(eq(portalLinks.id, link.id))
      .for('update');
    if (!before) return;
    await tx.update(portalLinks).set({ lastOpenedAt: now }).where(eq(portalLinks.id, link.id));
    const last = before.lastOpenedAt;
    if (last && now.getTime() - last.getTime() < OPENING_LOG_INTERVAL_MS) return;
    await recordClientActivity(tx, link.workspaceId, portalEntry(link, await clientName(tx, link), 'opened'));
  });
}

const RESPONSES: Record<ClientResponse, { kind: NotificationKind; activity: PortalActivity }> = {
  confirmed: { kind: 'appointment-confirmed', activity: 'confirmed' },
  reschedule: { kind: 'appointment-reschedule', activity: 'reschedule' },
};

/**
 * The client confirms an appointment (as shown: `shown`, decision 183) or asks to move it (decision 082): only one of the link's
 * client's own appointments that has not begun and is not cancelled. The answer, its activity
 * entry and the studio's notice are one transaction; the owner's mail follows once it commits.
 */
export async function answerAppointment(
  ctx: AppContext,
  opts: { link: PortalLinkRow; eventId: string; response: ClientResponse; note: string; now: Date; shown?: string },
): Promise<PortalAppointment> {
  const { link, eventId, response, note, now } = opts;
  if (!isUuid(eventId)) throw notFound(said('portal.appointmentNotFound'));
  const answered = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.id, eventId),
          eq(calendarEvents.workspaceId, link.workspaceId),
          eq(calendarEvents.clientId, link.clientId),
          ne(calendarEvents.status, 'cancelled'),
          gt(calendarEvents.startTime, now),
        ),
      )
      .for('update');
    if (!open) throw notFound(said('portal.appointmentNotFound'));
    // A confirmation is of the appointment as the client was shown it (decision 183).
    if (opts.shown !== undefined) requireShownDocument(presentPortalAppointment(open).documentSha256, opts.shown);
    const [event] = await tx
      .update(calendarEvents)
      .set({ clientResponse: response, clientResponseAt: now, clientResponseNote: note || null })
      .where(eq(calendarEvents.id, open.id))
      .returning();
    if (!event) throw notFound(said('portal.appointmentNotFound'));
    const subject = await clientName(tx, link);
    const { kind, activity } = RESPONSES[response];
    await recordClientActivity(tx, link.workspaceId, portalEntry(link, subject, activity, event.title));
    await notifyStudio(tx, {
      workspaceId: link.workspaceId,
      kind,
      clientId: link.clientId,
      entityType: 'event',
      entityId: event.id,
      subject,
      body: note,
    });
    return event;
  });
  mailNoticesSoon(ctx);
  return presentPortalAppointment(answered);
}

/**
 * A message from the client: it joins the client's conversation (decision 131), with an activity
 * entry (without the words) and a notice with them, whose read state is the message's.
 */
export async function sendMessage(ctx: AppContext, opts: { link: PortalLinkRow; message: string }): Promise<PortalConversationMessage> {
  const { link, message } = opts;
  const row = await ctx.db.transaction(async (tx) => {
    const subject = await clientName(tx, link);
    await recordClientActivity(tx, link.workspaceId, portalEntry(link, subject, 'message'));
    const noticeId = await notifyStudio(tx, {
      workspaceId: link.workspaceId,
      kind: 'client-message',
      clientId: link.clientId,
      entityType: 'client',
      entityId: link.clientId,
      subject,
      body: message,
    });
    const { workspaceId, clientId } = link;
    return recordThreadMessage(tx, { workspaceId, clientId, direction: 'in', channel: 'portal', body: message, noticeId });
  });
  mailNoticesSoon(ctx);
  return presentPortalMessage({ message: row });
}

/**
 * The client chooses their language on the portal (decision 132): stored as the client's own, as the
 * studio's client form would, so the page, the invoices and the pattern PDFs follow it from the next
 * answer on. Only the link's own client is written: the token is the key, the id comes from the link.
 */
export async function setClientLanguage(ctx: AppContext, opts: { link: PortalLinkRow; language: Language }): Promise<Language> {
  const { link, language } = opts;
  await ctx.db
    .update(clients)
    .set({ language })
    .where(and(eq(clients.id, link.clientId), eq(clients.workspaceId, link.workspaceId)));
  return language;
}
