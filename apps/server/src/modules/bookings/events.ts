import { planIncludes } from '@atelier/shared';
import type { BookingRow, CalendarEventRow, UserRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { declareEvent } from '../../lib/events.js';
import { syncReminders } from '../calendar/reminders.js';
import { mailNoticesSoon } from '../notifications/notice-mail.js';
import { notifyStudio } from '../notifications/notify.js';
import { createPortalLink, livePortalLink } from '../portal/links.js';
import { sendConfirmation } from './confirmation-mail.js';
import { joinGroup } from './contact.js';

/**
 * A booking confirmed (decision 156): the booking as confirmed, the appointment it became, its
 * client, the studio's owner (their plan), the moment, and the key portal tokens are sealed with.
 */
export type BookingConfirmed = {
  booking: BookingRow & { clientId: string };
  appointment: CalendarEventRow;
  owner: UserRow;
  now: Date;
  portalKey: Buffer;
};

/**
 * What every confirmed booking sets off, whichever path confirmed it (a booking without a deposit
 * at once, a deposit paid on Stripe's or the sandbox's page), declared once (decision 194). The
 * client's confirmation and the owner's notice mail wait for the commit: a booking rolled back
 * mails no one, and a mail server down never undoes a booking.
 */
export const bookingConfirmed = declareEvent<BookingConfirmed>('booking confirmed', {
  inTransaction: [
    // Reminded as any appointment the studio makes for a client (decision 032).
    { name: 'appointment reminders', run: (tx, { appointment, now }) => syncReminders(tx, appointment, now) },
    // A booking made from a group's page puts its client in the group (decision 156).
    {
      name: 'group joined',
      run: async (tx, { booking }) => {
        if (booking.groupId) await joinGroup(tx, booking.groupId, booking.clientId);
      },
    },
    {
      name: 'activity',
      run: (tx, { booking, appointment }) =>
        recordClientActivity(tx, booking.workspaceId, {
          entityType: 'event',
          entityId: appointment.id,
          action: 'created',
          subject: appointment.title,
        }),
    },
    // The studio told in the app; its mail follows the commit (decision 082).
    {
      name: 'studio told',
      run: async (tx, { booking, appointment }) => {
        await notifyStudio(tx, {
          workspaceId: booking.workspaceId,
          kind: 'booking-made',
          clientId: booking.clientId,
          entityType: 'event',
          entityId: appointment.id,
          subject: booking.name,
          body: booking.note ?? '',
        });
      },
    },
    // A client without a live portal link is given one; its address stays sealed, the mail after the commit reads it.
    {
      name: 'portal link',
      run: async (tx, { booking, owner, now, portalKey }) => {
        if (!planIncludes(owner, 'clientPortal', now) || (await livePortalLink(tx, booking.clientId, now))) return;
        const link = { workspaceId: booking.workspaceId, clientId: booking.clientId, createdById: null, expiresAt: null, now };
        await createPortalLink(tx, portalKey, link);
      },
    },
  ],
  afterCommit: [
    // The client's mail with the appointment attached, or an SMS when they left only a phone (decision 156).
    { name: 'client confirmation', run: (ctx, { booking }) => sendConfirmation(ctx, booking.id) },
    // The owner's mail about the studio's notice, with the others due (decision 082).
    { name: 'studio notice mail', run: async (ctx) => mailNoticesSoon(ctx) },
  ],
});
