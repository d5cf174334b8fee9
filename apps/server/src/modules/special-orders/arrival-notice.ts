import { signMessage, type Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, specialOrders } from '../../db/schema/index.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { deliver } from '../messaging/delivery.js';
import { claimClientChannel } from '../messaging/client-channel.js';
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
  const claimed = await claimClientChannel(ctx, {
    workspaceId: order.workspaceId,
    client,
    now,
    country: async () => studio.phoneCountry,
    smsParts: async () => smsPartsOf(text),
  });
  if ('skipped' in claimed) {
    ctx.log.info({ orderId, reason: claimed.skipped }, 'bride not told of her gown');
    return;
  }
  await deliver(ctx, { ...claimed, kind: 'gown-arrived', text, studio });
}
