import {
  type createPatternBodySchema,
  effectivePlan,
  type patternListQuerySchema,
  type PlanHolder,
  type updatePatternBodySchema,
} from '@atelier/shared';
import { and, desc, eq, getTableColumns, isNotNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patterns, storedFiles, users, workspaces, type PatternRow } from '../../db/schema/index.js';
import { readableRecord, requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead, type Positioned } from '../../lib/pages.js';
import { held, preparedPages } from '../../lib/prepared-pages.js';
import { foldedContains } from '../../lib/search.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { lockOwner, planHolderColumns, requireStorage } from '../plans/rules.js';
import { patternPng, readPatternPng, type PatternPng } from './image.js';
import { liftMark } from './lift-mark.js';
import { markedImage } from './marked-images.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type CreatePatternInput = z.output<typeof createPatternBodySchema>;
export type UpdatePatternInput = z.output<typeof updatePatternBodySchema>;
/** A pattern with its studio's name and whether its owner's plan marks its downloads. */
export type PatternRecord = PatternRow & { author: string; watermarked: boolean };

const PATTERN = { table: patterns, what: 'Pattern' } as const;
/** The library answers the newest public patterns, this many (a page of the grid is far fewer). */
const PUBLIC_LIST_MAX = 500;
const MINUTE = 60_000;
/** Each image is decoded and re-encoded: a person saving drawings needs far fewer. */
const IMAGE_WRITE_LIMIT = { max: 30, windowMs: MINUTE };

type OwnerPlan = PlanHolder;
/** Patterns of a Free account carry the mark (decision 053); decided now, so an upgrade lifts it. */
const marks = (owner: OwnerPlan) => effectivePlan(owner).id === 'free';

function selectPatterns(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(patterns), author: workspaces.name, ...planHolderColumns })
    .from(patterns)
    .innerJoin(workspaces, eq(workspaces.id, patterns.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(where);
}
/**
 * The row the query just made takes its mark: copying it without the owner's plan fields made two
 * copies of every pattern a page (decision 173). The plan fields ride along unread: the presenter
 * writes out what it answers.
 */
const toRecord = (row: Awaited<ReturnType<typeof selectPatterns>>[number]): PatternRecord =>
  Object.assign(row, { watermarked: marks(row) });

type PatternFilters = z.output<typeof patternListQuerySchema>;

/** Patterns in keyset order by `at` (created, or made public), with the position of each. */
function selectPositioned(db: Db, where: SQL | undefined, at: PgColumn) {
  return db
    .select({ ...getTableColumns(patterns), author: workspaces.name, ...planHolderColumns, position: positionText(at) })
    .from(patterns)
    .innerJoin(workspaces, eq(workspaces.id, patterns.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(where)
    .orderBy(desc(at), desc(patterns.id));
}
type PositionedRow = Awaited<ReturnType<typeof selectPositioned>>[number];
const positioned = (rows: PositionedRow[]): Positioned<PatternRecord>[] =>
  rows.map((row) => ({ row: toRecord(row), at: row.position, id: row.id }));

/** The library: every public pattern of every studio, newest made public first. */
const PUBLIC = () => and(eq(patterns.isPublic, true), isNotNull(patterns.madePublicAt));
const PUBLIC_ORDER = { at: patterns.madePublicAt, id: patterns.id };
const STUDIO_ORDER = { at: patterns.createdAt, id: patterns.id };
// Unfiltered pages by statements prepared once (decision 174).
const studioPages = preparedPages('patterns_page', STUDIO_ORDER, (db, after) =>
  selectPositioned(db, and(eq(patterns.workspaceId, held.workspaceId), after), patterns.createdAt).limit(held.take),
);
const publicPages = preparedPages('public_patterns_page', PUBLIC_ORDER, (db, after) =>
  selectPositioned(db, and(PUBLIC(), after), patterns.madePublicAt).limit(held.take),
);

/** A pattern's name or garment type holds the term, whatever the case and accents (decision 069). */
const searchOf = (search: string | undefined) =>
  search ? or(foldedContains(patterns.name, search), foldedContains(patterns.garmentType, search)) : undefined;

async function* newest(read: (after: undefined, take: number) => Promise<Positioned<PatternRecord>[]>) {
  yield (await read(undefined, PUBLIC_LIST_MAX)).map((r) => r.row);
}

/** The pattern calls (decision 036). */
export function patternService(ctx: AppContext) {
  async function read(actor: Actor, id: string): Promise<PatternRecord> {
    // Own patterns, or public ones: what a signed-in user may read (decision 036).
    const [row] = await selectPatterns(ctx.db, readableRecord({ actor, ...PATTERN, id })).limit(1);
    if (!row) throw notFound(said('patterns.notFound'));
    return toRecord(row);
  }

  /** Decodes and checks an image before any lock is taken (the slow part stays outside the transaction). */
  async function imageOf(actor: Actor, base64: string | null | undefined): Promise<PatternPng | null> {
    if (base64 === null || base64 === undefined) return null;
    await ctx.limiter.consume(
      `pattern-image:${actor.user.id}`,
      IMAGE_WRITE_LIMIT,
      'Too many pattern images saved. Please wait a minute and try again.',
    );
    return readPatternPng(base64);
  }

  /** Stores the PNG as the studio owner's file, inside the storage allowance; answers the file id. */
  async function storeImage(tx: Db, actor: Actor, png: PatternPng, freeing = 0): Promise<string> {
    const owner = await lockOwner(tx, actor.workspaceId);
    await requireStorage(tx, owner, { adding: png.data.length, freeing });
    const [file] = await tx
      .insert(storedFiles)
      .values({ ownerId: owner.id, kind: 'pattern', contentType: 'image/png', byteSize: png.data.length, data: png.data })
      .returning({ id: storedFiles.id });
    assertWritten(file, 'file insert');
    return file.id;
  }

  /** The Free plan's mark, drawn in the worker pool under the studio's bound (decision 097). */
  const marker =
    (studio: string, queued = false) =>
    (png: Buffer) =>
      ctx.heavy.run<Buffer>(studio, 'watermark', png, { queued });

  async function fileData(fileId: string): Promise<Buffer> {
    const [file] = await ctx.db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, fileId));
    if (!file) throw notFound(said('patterns.imageNotFound'));
    return file.data;
  }

  /** The image a copy stores: what the copier reads (marked if the author's plan marks it), named by its own hash. */
  async function copiedImage(actor: Actor, source: PatternRecord, own: boolean): Promise<PatternPng | null> {
    const fileId = source.imageFileId;
    if (!fileId || !source.imageHash) return null;
    if (own || !source.watermarked) return { data: await fileData(fileId), hash: source.imageHash };
    return patternPng(await markedImage(source.imageHash, { load: () => fileData(fileId), mark: marker(actor.workspaceId) }));
  }

  /**
   * A drawing saved over a pattern whose plan marks its images started from the marked image (the
   * designer gets no other, decision 053): the mark is lifted where it was left untouched, so it
   * is not stored and marked again on every save.
   */
  async function withoutMark(actor: Actor, id: string, png: PatternPng): Promise<PatternPng> {
    const current = await read(actor, id);
    const fileId = current.imageFileId;
    const hash = current.imageHash;
    if (!current.watermarked || !fileId || !hash) return png;
    const original = await fileData(fileId);
    const marked = await markedImage(hash, {
      load: async () => original,
      mark: marker(actor.workspaceId),
      beforeRender: () => boundStudio(ctx.limiter, 'patternImageRender', actor.workspaceId),
    });
    return liftMark(png, original, marked);
  }

  async function readPositioned(where: SQL | undefined, at: PgColumn, take: number): Promise<Positioned<PatternRecord>[]> {
    return positioned(await selectPositioned(ctx.db, where, at).limit(take));
  }

  async function insertPattern(tx: Db, actor: Actor, values: Omit<typeof patterns.$inferInsert, 'workspaceId'>): Promise<string> {
    const [row] = await tx
      .insert(patterns)
      .values({ ...values, workspaceId: actor.workspaceId })
      .returning({ id: patterns.id, name: patterns.name });
    assertWritten(row, 'pattern insert');
    await recordActivity(tx, actor, { entityType: 'pattern', entityId: row.id, action: 'created', subject: row.name });
    return row.id;
  }

  return {
    /** A page of the studio's patterns, newest first, or the whole list as batches (decision 069). */
    list({ actor, filters = {} }: { actor: Actor; filters?: PatternFilters }): Promise<ListRead<PatternRecord>> | ListRead<PatternRecord> {
      requirePermission(actor, 'patterns.read');
      const { limit, cursor, ...rest } = filters;
      const where = and(eq(patterns.workspaceId, actor.workspaceId), searchOf(rest.search));
      return readList({
        key: ctx.pageKey,
        scope: { list: 'patterns', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: STUDIO_ORDER,
        read: (after, take) => readPositioned(and(where, after), patterns.createdAt, take),
        prepared: rest.search
          ? undefined
          : async (position, take) => positioned(await studioPages(ctx.db, { workspaceId: actor.workspaceId }, position, take)),
      });
    },

    /**
     * The library, newest made public first: pages through all of it; without `limit`, the newest
     * PUBLIC_LIST_MAX as before (decision 069).
     */
    listPublic({
      actor,
      filters = {},
    }: {
      actor: Actor;
      filters?: PatternFilters;
    }): Promise<ListRead<PatternRecord>> | ListRead<PatternRecord> {
      requirePermission(actor, 'patterns.read');
      const { limit, cursor, ...rest } = filters;
      const where = and(PUBLIC(), searchOf(rest.search));
      const read = (after: SQL | undefined, take: number) => readPositioned(and(where, after), patterns.madePublicAt, take);
      if (limit === undefined) return { all: newest(read) };
      return readList({
        key: ctx.pageKey,
        scope: { list: 'public-patterns', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: PUBLIC_ORDER,
        read,
        prepared: rest.search ? undefined : async (position, take) => positioned(await publicPages(ctx.db, {}, position, take)),
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<PatternRecord> {
      requirePermission(actor, 'patterns.read');
      return read(actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreatePatternInput }): Promise<PatternRecord> {
      requirePermission(actor, 'patterns.write');
      const { base64Image, ...fields } = input;
      const png = await imageOf(actor, base64Image);
      const id = await createWithinLimits(ctx.db, {
        actor,
        store: 'patterns',
        create: async (tx) => {
          const imageFileId = png ? await storeImage(tx, actor, png) : null;
          return insertPattern(tx, actor, { ...fields, imageFileId, imageHash: png?.hash ?? null });
        },
      });
      return read(actor, id);
    },

    /** Fields sent change; a new image replaces the old file (freed in the same transaction). */
    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdatePatternInput }): Promise<PatternRecord> {
      await requireAccess(ctx.db, { ...PATTERN, actor, id, permission: 'patterns.write' });
      const { base64Image, ...rest } = input;
      const sent = await imageOf(actor, base64Image);
      const png = sent && (await withoutMark(actor, id, sent));
      const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0 && !png) return read(actor, id);
      await ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ imageFileId: patterns.imageFileId, size: storedFiles.byteSize })
          .from(patterns)
          .leftJoin(storedFiles, eq(storedFiles.id, patterns.imageFileId))
          .where(and(eq(patterns.id, id), eq(patterns.workspaceId, actor.workspaceId)))
          .for('update', { of: patterns });
        if (!current) throw notFound(said('patterns.notFound'));
        const image = png ? { imageFileId: await storeImage(tx, actor, png, current.size ?? 0), imageHash: png.hash } : {};
        const [row] = await tx
          .update(patterns)
          .set({ ...changes, ...image })
          .where(eq(patterns.id, id))
          .returning({ name: patterns.name });
        if (png && current.imageFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.imageFileId));
        await recordActivity(tx, actor, { entityType: 'pattern', entityId: id, action: 'updated', subject: row?.name ?? '' });
      });
      return read(actor, id);
    },

    /** Deleting your own public pattern takes it out of the library too (the original kept it: a defect). */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await requireAccess(ctx.db, { ...PATTERN, actor, id, permission: 'patterns.delete' });
      await ctx.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(patterns)
          .where(and(eq(patterns.id, id), eq(patterns.workspaceId, actor.workspaceId)))
          .returning({ name: patterns.name, imageFileId: patterns.imageFileId });
        if (!gone) return;
        if (gone.imageFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, gone.imageFileId));
        await recordActivity(tx, actor, { entityType: 'pattern', entityId: id, action: 'deleted', subject: gone.name });
      });
    },

    /** PATCH /patterns/public/{id}: one-way (decision 036); again is a no-op. */
    async makePublic({ actor, id }: { actor: Actor; id: string }): Promise<PatternRecord> {
      await requireAccess(ctx.db, { ...PATTERN, actor, id, permission: 'patterns.write' });
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(patterns)
          .set({ isPublic: true, madePublicAt: new Date() })
          .where(and(eq(patterns.id, id), eq(patterns.workspaceId, actor.workspaceId), eq(patterns.isPublic, false)))
          .returning({ name: patterns.name });
        if (row)
          await recordActivity(tx, actor, {
            entityType: 'pattern',
            entityId: id,
            action: 'status-changed',
            subject: row.name,
            detail: 'Public',
          });
      });
      return read(actor, id);
    },

    /**
     * POST /patterns/{id}/copy: a public (or own) pattern becomes a new private one of the actor's
     * studio. Another studio's pattern is copied as its readers get it (docs/decisions/053): the
     * image marked where its author's plan marks it, and no draft, which holds the author's client,
     * record and that client's body.
     */
    async copy({ actor, id }: { actor: Actor; id: string }): Promise<PatternRecord> {
      requirePermission(actor, 'patterns.write');
      const source = await read(actor, id);
      await boundStudio(ctx.limiter, 'patternCopy', actor.workspaceId);
      const own = source.workspaceId === actor.workspaceId;
      const png = await copiedImage(actor, source, own);
      const newId = await createWithinLimits(ctx.db, {
        actor,
        store: 'patterns',
        create: async (tx) => {
          const imageFileId = png ? await storeImage(tx, actor, png) : null;
          return insertPattern(tx, actor, {
            name: source.name,
            description: source.description,
            garmentType: source.garmentType,
            style: source.style,
            sizeRange: source.sizeRange,
            fabricType: source.fabricType,
            occasion: source.occasion,
            additionalDetails: source.additionalDetails,
            difficulty: source.difficulty,
            materials: source.materials,
            instructions: source.instructions,
            isAiGenerated: source.isAiGenerated,
            // Within the studio a copy keeps the draft, so its PDF can be printed too (decision 040).
            draft: own ? source.draft : null,
            imageFileId,
            imageHash: imageFileId ? (png?.hash ?? null) : null,
          });
        },
      });
      return read(actor, newId);
    },

    /**
     * A pattern's image as a download gives it (marked on Free, decision 036), for the data export,
     * which asks for one at a time as the ZIP reaches it, so memory holds one file (decision 054).
     */
    async exportImage({ pattern }: { pattern: PatternRecord }): Promise<Buffer | null> {
      const fileId = pattern.imageFileId;
      const hash = pattern.imageHash;
      if (!fileId || !hash) return null;
      const [file] = await ctx.db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, fileId));
      if (!file) return null;
      // A step of a ZIP already streaming: it waits for the studio's place rather than failing (decision 097).
      return pattern.watermarked ? markedImage(hash, { load: async () => file.data, mark: marker(pattern.workspaceId, true) }) : file.data;
    },

    /**
     * The image as its reader gets it: marked while the owner's plan marks it (never stored marked).
     * There is no unmarked original on such a plan, not even for the owner (docs/decisions/053).
     */
    async image({
      actor,
      id,
      ifNoneMatch,
    }: {
      actor: Actor;
      id: string;
      ifNoneMatch?: string;
    }): Promise<{ data: Buffer | null; etag: string; fileName: string }> {
      requirePermission(actor, 'patterns.read');
      const pattern = await read(actor, id);
      const fileId = pattern.imageFileId;
      const hash = pattern.imageHash;
      if (!fileId || !hash) throw notFound(said('patterns.imageNotFound'));
      await boundStudio(ctx.limiter, 'patternImageRead', actor.workspaceId);
      const etag = `"${imageVersion(pattern)}"`;
      const fileName = `${pattern.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'pattern'}.png`;
      // The browser has this version: no bytes read, no mark drawn.
      if (ifNoneMatch === etag) return { data: null, etag, fileName };
      const data = pattern.watermarked
        ? await markedImage(hash, {
            load: () => fileData(fileId),
            mark: marker(actor.workspaceId),
            beforeRender: () => boundStudio(ctx.limiter, 'patternImageRender', actor.workspaceId),
          })
        : await fileData(fileId);
      return { data, etag, fileName };
    },
  };
}

/** The image's version: its bytes' hash and whether it is marked, so an upgrade is a new URL. */
export const imageVersion = (p: Pick<PatternRecord, 'imageHash' | 'watermarked'>) =>
  `${(p.imageHash ?? '').slice(0, 16)}${p.watermarked ? '-w' : ''}`;
