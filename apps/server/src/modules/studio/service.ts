import type { Studio, updateStudioBodySchema } from '@atelier/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { storedFiles, users, workspaces, type UserRow, type WorkspaceRow } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { lockOwner, requireFeature, requireStorage } from '../plans/rules.js';
import { processLogo } from './logo-image.js';
import { presentStudio } from './presenter.js';

type StudioUpdate = z.output<typeof updateStudioBodySchema>;

const MINUTE = 60_000;
/** Each upload decodes an image: as many as a person choosing a logo needs (files/service.ts does the same). */
const LOGO_UPLOADS = { max: 10, windowMs: 10 * MINUTE };

/** The studio's row and its owner's, read in the caller's transaction (the owner locked by the caller when writing). */
async function studioRows(db: Db, workspaceId: string): Promise<{ workspace: WorkspaceRow; owner: UserRow }> {
  const [row] = await db
    .select({ workspace: workspaces, owner: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  return row;
}

/** Frees the studio's previous logo: the file is the owner's, counted in their storage. */
async function deleteLogoFile(tx: Db, workspace: WorkspaceRow): Promise<void> {
  if (!workspace.logoFileId) return;
  await tx.delete(storedFiles).where(and(eq(storedFiles.id, workspace.logoFileId), eq(storedFiles.ownerId, workspace.ownerId)));
}

/**
 * The studio's settings and brand (decision 073). Name, colour and logo are the studio's row;
 * address, currency, time zone and paper size stay on the owner's account row, where every
 * service (invoices, calendar, analytics) already reads them, until billing moves to the studio.
 */
export function studioService(ctx: AppContext) {
  return {
    async get({ actor }: { actor: Actor }): Promise<Studio> {
      const { workspace, owner } = await studioRows(ctx.db, actor.workspaceId);
      const studio = presentStudio(workspace, owner);
      // The markup is a price: a role that sees none reads null (decisions 142, 144).
      return can(actor, 'materials.write') ? studio : { ...studio, materialsMarkupPercent: null };
    },

    /** A colour needs Enterprise; clearing it ("") does not, so a studio that left can tidy up. */
    async update({ actor, body }: { actor: Actor; body: StudioUpdate }): Promise<Studio> {
      if (body.brandColor) await requireFeature(ctx.db, actor, 'branding');
      return ctx.db.transaction(async (tx) => {
        const owner = await lockOwner(tx, actor.workspaceId);
        const { name, brandColor, address, currency, timezone, paperSize, phoneCountry, conventionsConfirmed, materialsMarkupPercent } =
          body;
        if (name !== undefined || brandColor !== undefined || phoneCountry !== undefined || materialsMarkupPercent !== undefined) {
          await tx
            .update(workspaces)
            .set({
              ...(name !== undefined ? { name } : {}),
              ...(brandColor !== undefined ? { brandColor: brandColor || null } : {}),
              // The country a client's number without +code is read in (decision 083).
              ...(phoneCountry !== undefined ? { phoneCountry: phoneCountry || null } : {}),
              // Kept in hundredths of a percent, exact (decision 144).
              ...(materialsMarkupPercent !== undefined ? { materialsMarkupBp: Math.round(materialsMarkupPercent * 100) } : {}),
              updatedAt: new Date(),
            })
            .where(eq(workspaces.id, actor.workspaceId));
        }
        // Confirming the conventions stamps the owner's row, so the studio is asked once (decision 129).
        const conventionsConfirmedAt = conventionsConfirmed ? new Date().toISOString() : undefined;
        const settings = Object.fromEntries(
          Object.entries({ currency, timezone, paperSize, conventionsConfirmedAt }).filter(([, v]) => v !== undefined),
        );
        if (address !== undefined || Object.keys(settings).length > 0) {
          await tx
            .update(users)
            .set({
              ...(address !== undefined ? { address: address || null } : {}),
              // Merged in one statement, as the account's own settings are: a preference saved at once is kept.
              settings: sql`${users.settings} || ${JSON.stringify(settings)}::jsonb`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, owner.id));
        }
        const rows = await studioRows(tx, actor.workspaceId);
        return presentStudio(rows.workspace, rows.owner);
      });
    },

    /**
     * Replaces the logo: the new PNG is stored as the owner's file (counted against the plan's
     * storage, the old one freed), the studio points at it and the old file is deleted, with the
     * owner's row locked so two uploads at once queue and leave no orphan.
     */
    async setLogo({ actor, bytes }: { actor: Actor; bytes: Buffer }): Promise<Studio> {
      await requireFeature(ctx.db, actor, 'branding');
      await ctx.limiter.consume(
        `logo-upload:${actor.user.id}`,
        LOGO_UPLOADS,
        'Too many logo uploads. Please wait a few minutes and try again.',
      );
      const logo = await processLogo(bytes);
      return ctx.db.transaction(async (tx) => {
        const owner = await lockOwner(tx, actor.workspaceId);
        const { workspace } = await studioRows(tx, actor.workspaceId);
        const [old] = workspace.logoFileId
          ? await tx.select({ size: storedFiles.byteSize }).from(storedFiles).where(eq(storedFiles.id, workspace.logoFileId))
          : [];
        await requireStorage(tx, owner, { adding: logo.data.length, freeing: old?.size ?? 0 });
        const [file] = await tx
          .insert(storedFiles)
          .values({ ownerId: owner.id, kind: 'logo', contentType: logo.contentType, byteSize: logo.data.length, data: logo.data })
          .returning({ id: storedFiles.id });
        assertWritten(file, 'logo insert');
        await tx.update(workspaces).set({ logoFileId: file.id, updatedAt: new Date() }).where(eq(workspaces.id, workspace.id));
        await deleteLogoFile(tx, workspace);
        const rows = await studioRows(tx, actor.workspaceId);
        return presentStudio(rows.workspace, rows.owner);
      });
    },

    /** Removes the logo and frees its storage; allowed on every plan, like clearing the colour. */
    async removeLogo({ actor }: { actor: Actor }): Promise<Studio> {
      return ctx.db.transaction(async (tx) => {
        await lockOwner(tx, actor.workspaceId);
        const { workspace } = await studioRows(tx, actor.workspaceId);
        await tx.update(workspaces).set({ logoFileId: null, updatedAt: new Date() }).where(eq(workspaces.id, workspace.id));
        await deleteLogoFile(tx, workspace);
        const rows = await studioRows(tx, actor.workspaceId);
        return presentStudio(rows.workspace, rows.owner);
      });
    },
  };
}
