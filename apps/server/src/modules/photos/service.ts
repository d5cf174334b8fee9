import { PHOTO_LIMITS, type Permission, type PhotoKind, type PhotoSubject, type updatePhotoBodySchema } from '@atelier/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, fittings, materials, measurements, photos, pieces, projects, storedFiles, type PhotoRow } from '../../db/schema/index.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { lockOwner, requireStorage } from '../plans/rules.js';
import { processPhoto, type ProcessedPhoto } from './image.js';

/**
 * What a photo belongs to (decision 079): the record's table, its reference column on photos, and
 * the permissions on the record that reading and changing its photos need beyond photos.*; its
 * refusals by key (decision 200): when it holds all the photos it may, and when it is gone.
 */
const SUBJECTS = {
  client: {
    table: clients,
    column: photos.clientId,
    what: 'Client',
    full: 'photos.clientFull',
    gone: 'photos.clientGone',
    read: 'clients.read',
    write: 'clients.write',
  },
  project: {
    table: projects,
    column: photos.projectId,
    what: 'Project',
    full: 'photos.projectFull',
    gone: 'photos.projectGone',
    read: 'projects.read',
    write: 'projects.write',
  },
  measurement: {
    table: measurements,
    column: photos.measurementId,
    what: 'Measurement',
    full: 'photos.measurementFull',
    gone: 'photos.measurementGone',
    read: 'measurements.read',
    write: 'measurements.write',
  },
  /** A fitting's photos are its project's (decision 086). */
  fitting: {
    table: fittings,
    column: photos.fittingId,
    what: 'Fitting',
    full: 'photos.fittingFull',
    gone: 'photos.fittingGone',
    read: 'projects.read',
    write: 'projects.write',
  },
  /** A material's photos are kept by those who keep the stock; staff see them (decision 142). */
  material: {
    table: materials,
    column: photos.materialId,
    what: 'Material',
    full: 'photos.materialFull',
    gone: 'photos.materialGone',
    read: 'materials.read',
    write: 'materials.write',
  },
  /** A piece's photos: the gown as it arrived, its condition; kept by those who keep the pieces (decision 221). */
  piece: {
    table: pieces,
    column: photos.pieceId,
    what: 'Piece',
    full: 'photos.pieceFull',
    gone: 'photos.pieceGone',
    read: 'pieces.read',
    write: 'pieces.write',
  },
} as const satisfies Record<
  PhotoSubject,
  { table: unknown; column: unknown; read: Permission; write: Permission; what: string; full: RefusalKey; gone: RefusalKey }
>;

const REFERENCE_FIELDS = {
  client: 'clientId',
  project: 'projectId',
  measurement: 'measurementId',
  fitting: 'fittingId',
  material: 'materialId',
  piece: 'pieceId',
} as const;
const referenceOf = (subject: PhotoSubject, id: string) => ({ [REFERENCE_FIELDS[subject]]: id });

type UpdatePhotoInput = z.output<typeof updatePhotoBodySchema>;
type PhotoTarget = { subject: PhotoSubject; subjectId: string };
type PhotoImage = { data: Buffer | null; etag: string };

/** The photo calls (decision 079): every one checks the photo's record, then the role's right to it. */
export function photoService(ctx: AppContext) {
  /** 404 unless the record is the studio's; 403 when the role may not read (or write) it. */
  async function requireSubject(actor: Actor, target: PhotoTarget, access: 'read' | 'write'): Promise<void> {
    const s = SUBJECTS[target.subject];
    await requireAccess(ctx.db, { table: s.table, what: s.what, actor, id: target.subjectId, permission: s[access], field: 'subjectId' });
  }

  /** The studio's photo, or 404 (another studio's too); then the role's right to its record. */
  async function own(actor: Actor, id: string, access: 'read' | 'write'): Promise<PhotoRow> {
    requireRecordId(id, 'Photo');
    const [row] = await ctx.db
      .select()
      .from(photos)
      .where(and(eq(photos.id, id), eq(photos.workspaceId, actor.workspaceId)))
      .limit(1);
    if (!row) throw notFound(said('photos.notFound'));
    requirePermission(actor, SUBJECTS[row.subject][access]);
    return row;
  }

  /**
   * Stores both sizes as the studio owner's files and the photo, in one transaction under the
   * owner's lock (every upload of the studio queues there), so the per-record count and the
   * storage used are exact: two uploads at once cannot both take the last place or the last bytes.
   */
  async function store(actor: Actor, target: PhotoTarget, kind: PhotoKind, image: ProcessedPhoto): Promise<PhotoRow> {
    const s = SUBJECTS[target.subject];
    const byteSize = image.full.length + image.thumb.length;
    try {
      return await ctx.db.transaction(async (tx) => {
        const owner = await lockOwner(tx, actor.workspaceId);
        const [held] = await tx
          .select({ n: count() })
          .from(photos)
          .where(and(eq(s.column, target.subjectId), eq(photos.workspaceId, actor.workspaceId)));
        if ((held?.n ?? 0) >= PHOTO_LIMITS.perRecord) throw fieldError('photo', said(s.full, { max: PHOTO_LIMITS.perRecord }));
        await requireStorage(tx, owner, { adding: byteSize });
        const file = async (data: Buffer, fileKind: string) => {
          const [row] = await tx
            .insert(storedFiles)
            .values({ ownerId: owner.id, kind: fileKind, contentType: 'image/webp', byteSize: data.length, data })
            .returning({ id: storedFiles.id });
          assertWritten(row, 'photo file insert');
          return row.id;
        };
        const [row] = await tx
          .insert(photos)
          .values({
            workspaceId: actor.workspaceId,
            subject: target.subject,
            ...referenceOf(target.subject, target.subjectId),
            kind,
            width: image.width,
            height: image.height,
            fullFileId: await file(image.full, 'photo'),
            thumbFileId: await file(image.thumb, 'photo-thumb'),
            byteSize,
          })
          .returning();
        assertWritten(row, 'photo insert');
        return row;
      });
    } catch (err) {
      // The record was deleted while the photo was being read: nothing is left behind.
      if (isForeignKeyViolation(err)) throw missingReference('subjectId', said(s.gone));
      throw err;
    }
  }

  return {
    /** The record's photos, oldest first: at most PHOTO_LIMITS.perRecord, so no pages. */
    async list({ actor, target }: { actor: Actor; target: PhotoTarget }): Promise<PhotoRow[]> {
      await requireSubject(actor, target, 'read');
      return ctx.db
        .select()
        .from(photos)
        .where(and(eq(SUBJECTS[target.subject].column, target.subjectId), eq(photos.workspaceId, actor.workspaceId)))
        .orderBy(asc(photos.createdAt), asc(photos.id));
    },

    /**
     * POST /photos: the record and the role are checked before a byte is read, then the studio's
     * bound on image work, then the photo is judged and encoded outside any lock (the slow part)
     * and stored. `read` gives the uploaded bytes (the multipart body).
     */
    async upload({
      actor,
      target,
      kind,
      read,
    }: {
      actor: Actor;
      target: PhotoTarget;
      kind: PhotoKind;
      read: () => Promise<Buffer>;
    }): Promise<PhotoRow> {
      await requireSubject(actor, target, 'write');
      await boundStudio(ctx.limiter, 'photoUpload', actor.workspaceId);
      const image = await processPhoto(await read());
      return store(actor, target, kind, image);
    },

    /**
     * One size of the photo's image. A photo's files never change (no route replaces them), so the
     * file's id is its version: the browser that has it gets a 304 and no bytes are read.
     */
    async image({
      actor,
      id,
      size,
      ifNoneMatch,
    }: {
      actor: Actor;
      id: string;
      size: 'thumb' | 'full';
      ifNoneMatch?: string;
    }): Promise<PhotoImage> {
      const photo = await own(actor, id, 'read');
      const fileId = size === 'full' ? photo.fullFileId : photo.thumbFileId;
      const etag = `"${fileId}"`;
      if (matches(ifNoneMatch, etag)) return { data: null, etag };
      return { data: await fileData(ctx.db, fileId), etag };
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdatePhotoInput }): Promise<PhotoRow> {
      const current = await own(actor, id, 'write');
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return current;
      const [row] = await ctx.db
        .update(photos)
        .set(changes)
        .where(and(eq(photos.id, id), eq(photos.workspaceId, actor.workspaceId)))
        .returning();
      if (!row) throw notFound(said('photos.notFound'));
      return row;
    },

    /** The row goes; the trigger of migration 0017 deletes its two files with it. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await own(actor, id, 'write');
      await ctx.db.delete(photos).where(and(eq(photos.id, id), eq(photos.workspaceId, actor.workspaceId)));
    },

    /**
     * Every photo of the studio whose record the actor may read, oldest first, for the data export;
     * each full size is read with `exportFile` when the ZIP reaches it (decision 054).
     */
    async listStudio({ actor }: { actor: Actor }): Promise<PhotoRow[]> {
      requirePermission(actor, 'photos.read');
      const readable = (Object.keys(SUBJECTS) as PhotoSubject[]).filter((s) => actor.permissions.has(SUBJECTS[s].read));
      if (readable.length === 0) return [];
      return ctx.db
        .select()
        .from(photos)
        .where(and(eq(photos.workspaceId, actor.workspaceId), inArray(photos.subject, readable)))
        .orderBy(asc(photos.createdAt), asc(photos.id));
    },

    /** The full size of a photo listStudio answered, or null if it was deleted meanwhile. */
    async exportFile({ photo }: { photo: PhotoRow }): Promise<Buffer | null> {
      const [file] = await ctx.db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, photo.fullFileId));
      return file?.data ?? null;
    },
  };
}

async function fileData(db: Db, fileId: string): Promise<Buffer> {
  const [file] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) throw notFound(said('photos.notFound'));
  return file.data;
}

/** If-None-Match holds one ETag, a list of them, or `*`; a weak one (W/) matches as well for a GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
