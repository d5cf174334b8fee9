import {
  BOOKING_LIMITS,
  SLUG_PATTERN,
  type BookingSettings,
  type DepositProvider,
  type updateBookingSettingsBodySchema,
} from '@atelier/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { bookingSettings, workspaces, type BookingSettingsRow, type StoredOpeningInterval } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fieldError, serverFault } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireFeature } from '../plans/rules.js';

type SettingsInput = z.output<typeof updateBookingSettingsBodySchema>;

/** A studio that set nothing opens Tuesday to Saturday, 10:00 to 18:00 on its own clock (decision 156). */
export const DEFAULT_OPENING_HOURS: StoredOpeningInterval[] = [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '18:00' }));

const slugTaken = () => fieldError('slug', said('bookings.slugTaken'));

/** The page's address made from the studio's name: "Atelier Céline & Fils" → "atelier-celine-fils". */
export function slugFrom(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BOOKING_LIMITS.slugMax - 6)
    .replace(/-+$/g, '');
  return base.length >= BOOKING_LIMITS.slugMin && SLUG_PATTERN.test(base) ? base : `studio-${base}`.replace(/-+$/g, '');
}

/**
 * The studio's booking settings, made on first read with the default hours and a free address
 * derived from its name (disabled: the page is off until the studio turns it on).
 */
export async function ensureSettings(db: Db, workspaceId: string): Promise<BookingSettingsRow> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.workspaceId, workspaceId)).limit(1);
  if (row) return row;
  const [studio] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  const base = slugFrom(studio?.name ?? 'studio');
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [made] = await db
      .insert(bookingSettings)
      .values({ workspaceId, slug, openingHours: DEFAULT_OPENING_HOURS })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    // Either a concurrent first read made the row, or the address is another studio's: try the next.
    const [again] = await db.select().from(bookingSettings).where(eq(bookingSettings.workspaceId, workspaceId)).limit(1);
    if (again) return again;
  }
  throw serverFault('no free booking page address');
}

/** Connect is usable here: Stripe's keys and Connect's own endpoint secret are set (decision 157). */
export function stripeConnectAvailable(config: Config): boolean {
  return config.payments.provider === 'stripe' && config.payments.stripe.connectWebhookSecret !== null;
}

/**
 * How this studio's deposits are taken (decision 157): the sandbox on a run without Stripe, the
 * studio's own connected account when it can take charges, else none (bookings confirm at once).
 */
export function depositProviderOf(
  config: Config,
  row: Pick<BookingSettingsRow, 'stripeAccountId' | 'stripeChargesEnabled'>,
): DepositProvider {
  if (config.payments.provider === 'sandbox') return 'sandbox';
  return stripeConnectAvailable(config) && row.stripeAccountId && row.stripeChargesEnabled ? 'stripe' : 'none';
}

export function presentSettings(config: Config, row: BookingSettingsRow, timeZone: string): BookingSettings {
  return {
    enabled: row.enabled,
    slug: row.slug,
    publicUrl: `${config.appUrl.replace(/\/$/, '')}/book/${row.slug}`,
    terms: row.terms,
    noticeHours: row.noticeHours,
    dailyCap: row.dailyCap,
    openingHours: row.openingHours,
    closedDays: row.closedDays,
    timeZone,
    deposits: {
      provider: depositProviderOf(config, row),
      stripeConnected: !!row.stripeAccountId && row.stripeChargesEnabled,
      stripeAvailable: stripeConnectAvailable(config),
    },
  };
}

/** The studio's page settings (decision 156): read by any member, changed by bookings.manage. */
export function bookingSettingsService(ctx: AppContext) {
  async function open(actor: Actor, permission: 'bookings.read' | 'bookings.manage') {
    requirePermission(actor, permission);
    const owner = await requireFeature(ctx.db, actor, 'bookings');
    return { owner, row: await ensureSettings(ctx.db, actor.workspaceId) };
  }

  async function get({ actor }: { actor: Actor }): Promise<BookingSettings> {
    const { owner, row } = await open(actor, 'bookings.read');
    return presentSettings(ctx.config, row, userSettings(owner).timezone);
  }

  return {
    get,

    async update({ actor, input }: { actor: Actor; input: SettingsInput }): Promise<BookingSettings> {
      const { owner } = await open(actor, 'bookings.manage');
      if (input.slug !== undefined) {
        const [other] = await ctx.db
          .select({ id: bookingSettings.workspaceId })
          .from(bookingSettings)
          .where(and(eq(bookingSettings.slug, input.slug), ne(bookingSettings.workspaceId, actor.workspaceId)))
          .limit(1);
        if (other) throw slugTaken();
      }
      const closedDays = input.closedDays ? [...new Set(input.closedDays)].sort() : undefined;
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return get({ actor });
      const [row] = await ctx.db
        .update(bookingSettings)
        .set({ ...changes, ...(closedDays ? { closedDays } : {}) })
        .where(eq(bookingSettings.workspaceId, actor.workspaceId))
        .returning()
        .catch((err: unknown) => {
          // Two studios choosing one address at the same moment: the unique index decides.
          if (isUniqueViolation(err)) throw slugTaken();
          throw err;
        });
      if (!row) throw serverFault('booking settings vanished');
      return presentSettings(ctx.config, row, userSettings(owner).timezone);
    },
  };
}
