import { centsToDollars, planIncludes, type PublicBookingPage } from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointmentTypes,
  bookingSettings,
  users,
  workspaces,
  type AppointmentTypeRow,
  type UserRow,
  type WorkspaceRow,
} from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said } from '../../lib/said.js';
import { documentDigest } from '../../lib/shown-document.js';
import { userSettings } from '../../lib/user-settings.js';
import { fileUrl } from '../files/service.js';
import { candidatesOf, studioMembers, type SlotStudio } from './availability.js';
import { depositProviderOf } from './settings.js';

/** A studio whose page is open: its settings, its owner (plan, zone, currency) and its row. */
export type PageStudio = SlotStudio & { workspace: WorkspaceRow; owner: UserRow };

const noPage = () => new AppError('NOT_FOUND', said('bookings.noPage'));

/**
 * The studio behind a page address, or the one 404 (decision 156): unknown, turned off, and a plan
 * without online booking all answer alike, so the page tells nothing about which.
 */
export async function openStudio(db: Db, slug: string): Promise<PageStudio> {
  const [row] = await db
    .select({ settings: bookingSettings, workspace: workspaces, owner: users })
    .from(bookingSettings)
    .innerJoin(workspaces, eq(workspaces.id, bookingSettings.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(bookingSettings.slug, slug.trim().toLowerCase()))
    .limit(1);
  if (!row || !row.settings.enabled || !planIncludes(row.owner, 'bookings')) throw noPage();
  return {
    workspaceId: row.workspace.id,
    ownerId: row.owner.id,
    zone: userSettings(row.owner).timezone,
    settings: row.settings,
    workspace: row.workspace,
    owner: row.owner,
  };
}

/** One of the studio's bookable types, or 422 naming `field` (a type deleted or turned off meanwhile). */
export async function bookableType(db: Db, workspaceId: string, id: string, field = 'typeId'): Promise<AppointmentTypeRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(appointmentTypes)
        .where(and(eq(appointmentTypes.id, id), eq(appointmentTypes.workspaceId, workspaceId), eq(appointmentTypes.active, true)))
        .limit(1)
    : [];
  if (!row) throw fieldError(field, said('bookings.typeNotBookable'));
  return row;
}

/** The deposit a type asks here and now: nothing when the studio cannot take deposits (decision 157). */
export const depositDueCents = (ctx: AppContext, studio: PageStudio, type: AppointmentTypeRow) =>
  depositProviderOf(ctx.config, studio.settings) === 'none' ? 0 : type.depositCents;

/**
 * The booking terms a client agrees to for one type (decision 183): the studio's terms and notice,
 * and the type's length, price and deposit in the studio's currency. The page answers their
 * fingerprint with each type; booking refuses another one as DOCUMENT_CHANGED.
 */
export function bookingTermsDigest(ctx: AppContext, studio: PageStudio, type: AppointmentTypeRow): string {
  return documentDigest({
    terms: studio.settings.terms,
    noticeHours: studio.settings.noticeHours,
    currency: userSettings(studio.owner).currency,
    type: {
      id: type.id,
      name: type.name,
      durationMinutes: type.durationMinutes,
      price: centsToDollars(type.priceCents),
      deposit: centsToDollars(depositDueCents(ctx, studio, type)),
    },
  });
}

/** What the public page shows: no member's email or surname, no other studio's anything. */
export async function readPage(ctx: AppContext, studio: PageStudio, now: Date): Promise<PublicBookingPage> {
  const { workspace, owner, settings } = studio;
  const branded = planIncludes(owner, 'branding', now);
  const voice = userSettings(owner);
  const [types, members] = await Promise.all([
    ctx.db
      .select()
      .from(appointmentTypes)
      .where(and(eq(appointmentTypes.workspaceId, studio.workspaceId), eq(appointmentTypes.active, true)))
      .orderBy(asc(appointmentTypes.position), asc(appointmentTypes.createdAt)),
    studioMembers(ctx.db, studio.workspaceId),
  ]);
  const depositsTaken = depositProviderOf(ctx.config, settings) !== 'none';
  const appUrl = ctx.config.appUrl.replace(/\/$/, '');
  return {
    studio: {
      name: workspace.name,
      slug: settings.slug,
      logoUrl: branded && workspace.logoFileId ? `${appUrl}${fileUrl(workspace.logoFileId)}` : '',
      brandColor: branded ? (workspace.brandColor ?? '') : '',
      timeZone: studio.zone,
      currency: voice.currency,
      language: voice.language,
    },
    terms: settings.terms,
    noticeHours: settings.noticeHours,
    depositsTaken,
    appointmentTypes: types.map((type) => ({
      id: type.id,
      name: type.name,
      durationMinutes: type.durationMinutes,
      price: centsToDollars(type.priceCents),
      deposit: depositsTaken ? centsToDollars(type.depositCents) : 0,
      documentSha256: bookingTermsDigest(ctx, studio, type),
      members: candidatesOf(type, members).flatMap((id) => {
        const member = id === null ? undefined : members.find((m) => m.id === id);
        return member ? [{ id: member.id, name: member.firstName }] : [];
      }),
    })),
  };
}
