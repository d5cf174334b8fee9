import { signMessage, type Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, specialOrders, type ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { claimClientMessage } from '../plans/client-mail.js';
import { deliver } from '../messaging/delivery.js';
import { e164Of } from '../messaging/phone.js';
import { refuseSmsDestination } from '../messaging/sms-destination.js';
import { studioVoice } from '../messaging/studio-voice.js';

/** What the bride reads when her gown arrives, in her language (decision 218): the studio signs it. */
const ARRIVED: Record<Language, (v: { name: string; style: string }) => string> = {
  en: ({ name, style }) => `Hello ${name}, good news: your gown ${style} has arrived. We will be in touch to book your first fitting.`,
  fr: ({ name, style }) =>
    `Bonjour ${name}, bonne nouvelle : votre robe ${style} est arrivée. Nous vous contacterons pour fixer votre premier essayage.`,
  es: ({ name, style }) => `Hola, ${name}: buenas noticias, su vestido ${style} ha llegado. Le contactaremos para fijar su primera prueba.`,
  pt: ({ name, style }) =>
    `Olá, ${name}: boas notícias, o seu vestido ${style} chegou. Vamos contactá-la para marcar a sua primeira prova.`,
  de: ({ name, style }) =>
    `Guten Tag ${name}, gute Nachricht: Ihr Kleid ${style} ist angekommen. Wir melden uns, um Ihre erste Anprobe zu vereinbaren.`,
  it: ({ name, style }) =>
    `Buongiorno ${name}, buone notizie: il Suo abito ${style} è arrivato. La contatteremo per fissare la Sua prima prova.`,
};

/** The words of the notice, signed with the studio's name, as the mail and the SMS both carry them. */
export function arrivalText(language: Language, v: { name: string; style: string; studio: string }): string {
  return signMessage(ARRIVED[language]({ name: v.name, style: v.style }), v.studio);
}

/** The bride's number in E.164, or null when there is none, it cannot be read or is not texted (decision 105). */
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

/** Her channels in the order she prefers them, as the calendar's reminder reads them (decision 083). */
const channelsOf = (client: ClientRow): ('email' | 'sms')[] =>
  client.preferredChannel === 'email' ? ['email'] : client.preferredChannel === 'sms' ? ['sms', 'email'] : ['email', 'sms'];

/**
 * Tells the bride her gown has arrived (decision 218): an effect of the order moving to received,
 * after its commit (events.ts). By her preferred channel, in her language, under the rules of
 * messages to clients (decision 055): a trial without a card or a full day sends nothing, a month's
 * SMS used up falls back to email. A bride with neither email nor phone is not told, and nothing fails.
 */
export async function tellBrideArrived(ctx: AppContext, orderId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ order: specialOrders, client: clients })
    .from(specialOrders)
    .innerJoin(clients, eq(clients.id, specialOrders.clientId))
    .where(and(eq(specialOrders.id, orderId), eq(specialOrders.state, 'received')))
    .limit(1);
  if (!row) return;
  const { order, client } = row;
  const now = new Date();
  const studio = await studioVoice(ctx, order.workspaceId, now, client);
  const text = arrivalText(studio.language, { name: client.name, style: order.styleName, studio: studio.name });
  const skip = (reason: string) => ctx.log.info({ orderId, reason }, 'bride not told of her gown');
  for (const channel of channelsOf(client)) {
    const to = channel === 'email' ? client.email : numberOf(client, studio.phoneCountry);
    if (!to) continue;
    const parts = channel === 'sms' ? smsPartsOf(text) : 1;
    const refusal = await claimClientMessage(ctx.db, order.workspaceId, { channel, now, parts });
    if (refusal && (refusal.bound === 'card' || refusal.bound === 'day')) return skip(refusal.bound);
    if (refusal) continue;
    await deliver(ctx, { channel, kind: 'gown-arrived', to, text, studio, parts });
    return;
  }
  skip('no-usable-channel');
}
