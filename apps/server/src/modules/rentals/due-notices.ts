import { addDaysToDay, signMessage, type Language } from '@atelier/shared';
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, rentals, users, workspaces } from '../../db/schema/index.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { formatCalendarDate } from '../invoices/pdf-text.js';
import { claimClientChannel } from '../messaging/client-channel.js';
import { deliver } from '../messaging/delivery.js';
import { studioVoice } from '../messaging/studio-voice.js';
import { notifyStudio } from '../notifications/notify.js';

/** Hourly, so each studio's morning is seen in its own time zone. */
const RENTAL_NOTICE_INTERVAL_MS = 3600_000;
/** Every zone's today lies within a day of UTC's: the candidates' return days are read this far around it. */
const ZONE_SPREAD_DAYS = 2;

/** What the client reads the day before the return, in their language, signed by the studio. */
const DUE_TOMORROW: Record<Language, (v: { name: string; day: string }) => string> = {
  en: ({ name, day }) => `Hello ${name}, a reminder that your rental is due back tomorrow, ${day}. Thank you for bringing it in on time.`,
  fr: ({ name, day }) => `Bonjour ${name}, pour rappel, votre location est à rendre demain, ${day}. Merci de la rapporter à temps.`,
  es: ({ name, day }) => `Hola, ${name}: le recordamos que su alquiler se devuelve mañana, ${day}. Gracias por traerlo a tiempo.`,
  pt: ({ name, day }) => `Olá, ${name}: lembramos que o seu aluguer deve ser devolvido amanhã, ${day}. Obrigado por o trazer a tempo.`,
  de: ({ name, day }) =>
    `Guten Tag ${name}, zur Erinnerung: Ihre Miete ist morgen, ${day}, zurückzugeben. Vielen Dank für die pünktliche Rückgabe.`,
  it: ({ name, day }) =>
    `Buongiorno ${name}, Le ricordiamo che il Suo noleggio va restituito domani, ${day}. Grazie per riportarlo in tempo.`,
};

type Candidate = { rental: typeof rentals.$inferSelect; client: typeof clients.$inferSelect; zone: string };

/** The rentals out whose return day is near enough UTC's today to be tomorrow or past somewhere, with their studio's zone. */
async function candidates(ctx: AppContext, now: Date): Promise<Candidate[]> {
  const utcToday = now.toISOString().slice(0, 10);
  const rows = await ctx.db
    .select({ rental: rentals, client: clients, owner: users })
    .from(rentals)
    .innerJoin(clients, eq(clients.id, rentals.clientId))
    .innerJoin(workspaces, eq(workspaces.id, rentals.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(
      and(
        eq(rentals.state, 'out'),
        lte(rentals.returnDate, addDaysToDay(utcToday, ZONE_SPREAD_DAYS)),
        or(
          and(
            gte(rentals.returnDate, addDaysToDay(utcToday, -ZONE_SPREAD_DAYS)),
            or(isNull(rentals.remindedFor), ne(rentals.remindedFor, rentals.returnDate)),
          ),
          or(isNull(rentals.lateToldFor), ne(rentals.lateToldFor, rentals.returnDate)),
        ),
      ),
    );
  return rows.map((r) => ({ rental: r.rental, client: r.client, zone: userSettings(r.owner).timezone }));
}

/** The client reminded on their channel, the day before the return (claimed first: once per return day). */
async function remindClient(ctx: AppContext, { rental, client }: Candidate, now: Date): Promise<boolean> {
  const [claimed] = await ctx.db
    .update(rentals)
    .set({ remindedFor: rental.returnDate })
    .where(
      and(
        eq(rentals.id, rental.id),
        eq(rentals.returnDate, rental.returnDate),
        or(isNull(rentals.remindedFor), ne(rentals.remindedFor, rentals.returnDate)),
      ),
    )
    .returning({ id: rentals.id });
  if (!claimed) return false;
  const studio = await studioVoice(ctx, rental.workspaceId, now, client);
  const day = formatCalendarDate(rental.returnDate, studio.language);
  const text = signMessage(DUE_TOMORROW[studio.language]({ name: client.name, day }), studio.name);
  const channel = await claimClientChannel(ctx, {
    workspaceId: rental.workspaceId,
    client,
    now,
    country: async () => studio.phoneCountry,
    smsParts: async () => smsPartsOf(text),
  });
  if ('skipped' in channel) {
    ctx.log.info({ rentalId: rental.id, reason: channel.skipped }, 'client not reminded of a rental due');
    return false;
  }
  await deliver(ctx, { ...channel, kind: 'rental-due', text, studio });
  return true;
}

/** The studio told in the bell, the morning after the return day, that the rental is still out (once per return day). */
async function tellStudioLate(ctx: AppContext, { rental, client }: Candidate): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rentals)
      .set({ lateToldFor: rental.returnDate })
      .where(
        and(
          eq(rentals.id, rental.id),
          eq(rentals.state, 'out'),
          or(isNull(rentals.lateToldFor), ne(rentals.lateToldFor, rentals.returnDate)),
        ),
      )
      .returning({ id: rentals.id });
    if (!claimed) return false;
    await notifyStudio(tx, {
      ...{ workspaceId: rental.workspaceId, kind: 'rental-late', clientId: client.id, subject: client.name },
      ...{ entityType: 'rental', entityId: rental.id, inAppOnly: true },
    });
    return true;
  });
}

/**
 * The rentals' notices (decision 228): the client reminded the day before the return, and the
 * studio told in the bell the morning after a return day that passed with the rental still out,
 * each read against the studio's own day and sent once per return day (a changed return day is
 * told again). Answers the ids reminded and told late.
 */
export async function sendRentalNotices(ctx: AppContext, now: Date): Promise<{ reminded: string[]; late: string[] }> {
  const reminded: string[] = [];
  const late: string[] = [];
  for (const candidate of await candidates(ctx, now)) {
    // Shutting down: the rest is left unclaimed for the next run (decision 094).
    if (ctx.background.stopping) break;
    const today = todayIn(candidate.zone, now);
    const { rental } = candidate;
    if (rental.returnDate === addDaysToDay(today, 1) && rental.remindedFor !== rental.returnDate)
      if (await remindClient(ctx, candidate, now)) reminded.push(rental.id);
    if (rental.returnDate < today && rental.lateToldFor !== rental.returnDate)
      if (await tellStudioLate(ctx, candidate)) late.push(rental.id);
  }
  return { reminded, late };
}

/** Starts the hourly run (app.ts); the timer never keeps the process alive. Returns the stop function. */
export function startRentalNotices(ctx: AppContext, intervalMs = RENTAL_NOTICE_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    ctx.background.run('rental notices', async () => {
      await sendRentalNotices(ctx, new Date());
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
