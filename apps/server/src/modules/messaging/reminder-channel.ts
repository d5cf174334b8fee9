import { renderMessage, signMessage } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { CalendarEventRow, ClientRow } from '../../db/schema/index.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { releaseSms } from '../plans/client-mail.js';
import { claimClientChannel } from './client-channel.js';
import { portalLinkFor, studioVoice } from './studio-voice.js';
import { templateText } from './templates.js';
import { messageDate } from './values.js';

/** How a client's reminder goes: by email (the calendar's reminder mail) or by SMS with the text to send. */
export type ReminderRoute = { channel: 'email'; to: string } | { channel: 'sms'; to: string; text: string; parts: number };

/**
 * The 'fitting-reminder' template for this event, signed with the studio's name. Without `make`, a
 * portal link not yet made is only shaped like one, of its length: enough to count the parts.
 */
async function reminderText(ctx: AppContext, event: CalendarEventRow, client: ClientRow, now: Date, make: boolean): Promise<string> {
  const studio = await studioVoice(ctx, event.workspaceId, now, client);
  const template = await templateText(ctx.db, event.workspaceId, 'fitting-reminder', studio.language);
  const link = template.includes('{portalLink}')
    ? await portalLinkFor(ctx, { workspaceId: event.workspaceId, clientId: client.id, actor: null, make })
    : { url: '' };
  const date = messageDate(event.startTime, studio.zone, studio.language);
  return signMessage(renderMessage(template, { client: client.name, date, portalLink: link.url }), studio.name);
}

/**
 * Which way the calendar's 24-hour reminder goes to a client (decision 083), claimed against the
 * rules of messages to clients (decision 055), or null when it is not sent:
 * - preferred email: by email, as before;
 * - preferred SMS: by SMS; without a number that can be read, or past the month's SMS, by email;
 * - preferred WhatsApp: Atelier cannot send WhatsApp messages, so by email when the client has an
 *   address, else by SMS.
 * A trial without a card or a full day sends nothing, by any channel. Each skip is logged with
 * its reason, never the client or the number.
 */
export async function reminderRoute(ctx: AppContext, event: CalendarEventRow, client: ClientRow, now: Date): Promise<ReminderRoute | null> {
  let country: string | null | undefined;
  const claimed = await claimClientChannel(ctx, {
    workspaceId: event.workspaceId,
    client,
    now,
    country: async () => (country ??= (await studioVoice(ctx, event.workspaceId, now)).phoneCountry),
    // An SMS takes the parts the provider bills from the month (decision 105), counted before a link is made.
    smsParts: async () => smsPartsOf(await reminderText(ctx, event, client, now, false)),
  });
  if ('skipped' in claimed) {
    ctx.log.info({ eventId: event.id, preferred: client.preferredChannel, reason: claimed.skipped }, 'client reminder not sent');
    return null;
  }
  if (claimed.channel === 'email') return { channel: 'email', to: claimed.to };
  return { ...claimed, channel: 'sms', text: await reminderText(ctx, event, client, now, true) };
}

/** Sends the reminder's SMS; a refusal by the provider gives the month's SMS back and throws, so the worker tries again. */
export async function sendReminderSms(
  ctx: AppContext,
  workspaceId: string,
  route: { to: string; text: string; parts: number },
): Promise<void> {
  try {
    await ctx.sms.send({ to: route.to, body: route.text, kind: 'client-reminder' });
  } catch (err) {
    await releaseSms(ctx.db, workspaceId, route.parts);
    throw err;
  }
}
