import type { AppContext } from '../../context.js';
import type { ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { claimClientMessage } from '../plans/client-mail.js';
import { e164Of } from './phone.js';
import { refuseSmsDestination } from './sms-destination.js';

/** The channel a message the studio did not type goes by, claimed: the address or number, and the SMS parts taken. */
export type ClaimedChannel = { channel: 'email' | 'sms'; to: string; parts: number };

/** The client's number in E.164, or null when there is none, it cannot be read or is not texted (decision 105). */
function numberOf(client: ClientRow, country: string | null): string | null {
  try {
    const e164 = e164Of(client, country);
    refuseSmsDestination(e164);
    return e164;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * The channels in the client's order of preference (decision 083): email alone for email; SMS then
 * email for SMS; for WhatsApp, which Atelier cannot send itself, email then SMS.
 */
const channelsOf = (client: ClientRow): ('email' | 'sms')[] =>
  client.preferredChannel === 'email' ? ['email'] : client.preferredChannel === 'sms' ? ['sms', 'email'] : ['email', 'sms'];

/**
 * The one walk of an automatic message to a client (the calendar's reminder, decision 083; the
 * bride's gown arrived, decision 218): each channel she prefers in turn, claimed under the rules of
 * messages to clients (decision 055). A trial without a card or a full day sends nothing by any
 * channel; a month's SMS used up, or no usable number or address, tries the next. The country and
 * the SMS's parts are read only when an SMS is tried. Null, with the reason, when nothing goes.
 */
export async function claimClientChannel(
  ctx: AppContext,
  opts: {
    workspaceId: string;
    client: ClientRow;
    now: Date;
    country: () => Promise<string | null>;
    smsParts: () => Promise<number>;
  },
): Promise<ClaimedChannel | { skipped: string }> {
  const { workspaceId, client, now } = opts;
  for (const channel of channelsOf(client)) {
    const to = channel === 'email' ? client.email : numberOf(client, await opts.country());
    if (!to) continue;
    const parts = channel === 'sms' ? await opts.smsParts() : 1;
    const refusal = await claimClientMessage(ctx.db, workspaceId, { channel, now, parts });
    if (refusal && (refusal.bound === 'card' || refusal.bound === 'day')) return { skipped: refusal.bound };
    if (refusal) continue;
    return { channel, to, parts };
  }
  return { skipped: 'no-usable-channel' };
}
