import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { storedFiles, users, type StoredFileRow, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { requireRecordId } from '../../lib/access.js';
import { requireStorage, storageUsage, studioOwner } from '../plans/rules.js';
import { processProfileImage } from './image.js';
import { assertWritten } from '../../lib/sql-rows.js';

/** The kinds anyone holding the id may read (an <img> cannot send the bearer token, decision 022): profile pictures and studio logos (decision 073). */
const PUBLIC_KINDS = ['avatar', 'logo'];

/** Where a stored file is served; relative, so it resolves against the origin that serves the API. */
export const fileUrl = (id: string) => `/api/v1/files/${id}`;

const MINUTE = 60_000;
/** Each upload decodes an image: a few a minute is plenty for a person choosing a picture. */
const FILE_LIMITS = {
  imageUploadPerUser: { max: 10, windowMs: 10 * MINUTE },
};

export function fileService(ctx: AppContext) {
  return {
    /**
     * Replaces the actor's profile picture: the new file is stored, the user points at it and the
     * previous file is deleted, in one transaction with the user's row locked, so two uploads at
     * once cannot leave an orphan file behind.
     */
    async setProfileImage({ actor, bytes }: { actor: Actor; bytes: Buffer }): Promise<UserRow> {
      await ctx.limiter.consume(
        `image-upload:${actor.user.id}`,
        FILE_LIMITS.imageUploadPerUser,
        'Too many picture uploads. Please wait a few minutes and try again.',
      );
      const image = await processProfileImage(bytes);
      return ctx.db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, actor.user.id)).for('update');
        // The account was deleted after this request was signed in: its session is over, as anywhere else.
        if (!current) throw unauthorized(said('session.ended'));
        // The picture counts against the plan's storage like pattern images; the old one is freed.
        const [old] = current.imageFileId
          ? await tx.select({ size: storedFiles.byteSize }).from(storedFiles).where(eq(storedFiles.id, current.imageFileId))
          : [];
        await requireStorage(tx, current, { adding: image.data.length, freeing: old?.size ?? 0 });
        const [file] = await tx
          .insert(storedFiles)
          .values({ ownerId: actor.user.id, kind: 'avatar', contentType: image.contentType, byteSize: image.data.length, data: image.data })
          .returning({ id: storedFiles.id });
        assertWritten(file, 'file insert');
        const [user] = await tx
          .update(users)
          .set({ imageFileId: file.id, image: fileUrl(file.id) })
          .where(eq(users.id, actor.user.id))
          .returning();
        assertWritten(user, 'user update');
        if (current?.imageFileId) {
          await tx.delete(storedFiles).where(and(eq(storedFiles.id, current.imageFileId), eq(storedFiles.ownerId, actor.user.id)));
        }
        return user;
      });
    },

    /** GET /user/storage: the account's stored bytes and the plan's allowance. */
    async storage({ actor }: { actor: Actor }) {
      return storageUsage(ctx.db, await studioOwner(ctx.db, actor.workspaceId));
    },

    /** A public file by id; malformed, unknown and non-public ids are the same 404. */
    async readPublic({ id }: { id: string }): Promise<Pick<StoredFileRow, 'contentType' | 'data'>> {
      requireRecordId(id, 'File');
      const [file] = await ctx.db
        .select({ contentType: storedFiles.contentType, data: storedFiles.data })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), inArray(storedFiles.kind, PUBLIC_KINDS)))
        .limit(1);
      if (!file) throw notFound(said('files.notFound'));
      return file;
    },
  };
}
