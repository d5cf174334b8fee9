import type { MessageChannel } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { said, sayIn } from '../../lib/said.js';
import { cardlessRefusal, releaseSms } from '../plans/client-mail.js';
import { requireFeature } from '../plans/rules.js';
import { clientMessageMail, type ClientMailKind } from './message-mail.js';
import { e164Of } from './phone.js';
import { refuseSmsDestination } from './sms-destination.js';
import type { StudioVoice } from './studio-voice.js';

/**
 * Email and SMS are sent by Atelier: a plan with messages to clients, and never from a trial
 * without a card (decisions 055 and 083). WhatsApp is the tailor's own link: any plan.
 */
export async function requireChannel(ctx: AppContext, actor: Actor, channel: MessageChannel): Promise<void> {
  if (channel === 'whatsapp') return;
  await requireFeature(ctx.db, actor, 'messagesToClients');
  const refusal = await cardlessRefusal(ctx.db, actor.workspaceId);
  if (refusal) throw refusal;
}

/**
 * Where a message goes: the client's email address, or their number in E.164 for SMS and WhatsApp.
 * One home for a template message and a free-text reply (decision 131).
 */
export function recipientOf(client: ClientRow, channel: MessageChannel, studio: StudioVoice): string {
  if (channel !== 'email') {
    const e164 = e164Of(client, studio.phoneCountry);
    // WhatsApp is the tailor's own chat; an SMS is ours to send and pay for (decision 105).
    if (channel === 'sms') refuseSmsDestination(e164);
    return e164;
  }
  if (!client.email) {
    const onField = said('messaging.noEmailField');
    throw new AppError(
      'CLIENT_EMAIL_MISSING',
      client.name ? said('messaging.noEmail', { name: client.name }) : said('messaging.noEmailUnnamed'),
      {
        errors: [{ field: 'channel', message: sayIn('en', onField), said: onField }],
      },
    );
  }
  return client.email;
}

/**
 * Sends a claimed message (plans/client-mail.ts has claimed it): an SMS through the provider, its
 * parts given back when the provider refuses it; an email under our subject for its kind
 * (decision 055), with the studio's brand. `kind` 'reply' is the studio's free text (decision 131).
 */
export async function deliver(
  ctx: AppContext,
  opts: { channel: 'email' | 'sms'; kind: ClientMailKind; to: string; text: string; studio: StudioVoice; parts: number },
): Promise<void> {
  const { studio } = opts;
  if (opts.channel === 'sms') {
    try {
      await ctx.sms.send({ to: opts.to, body: opts.text, kind: opts.kind });
    } catch (err) {
      // Not sent, so not spent: the month's parts are given back (the day's count stays, decision 055).
      await releaseSms(ctx.db, studio.workspaceId, opts.parts);
      throw err;
    }
    return;
  }
  await ctx.mailer.send(
    clientMessageMail({
      to: opts.to,
      kind: opts.kind,
      text: opts.text,
      studio: studio.name,
      brand: studio.brand,
      replyTo: studio.owner.email,
      language: studio.language,
    }),
  );
}
