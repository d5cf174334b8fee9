import {
  GARMENT_TEMPLATES,
  MEASUREMENT_REQUEST_LIMITS,
  PENDING_REQUEST_STATUSES,
  type approveMeasurementRequestBodySchema,
  type createMeasurementRequestBodySchema,
} from '@atelier/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  clients,
  garmentTemplates,
  measurementRequests,
  measurements,
  type MeasurementRequestRow,
  type MeasurementRow,
  type RequestedMeasurement,
} from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError, fieldError, missingReference, notFound } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { requireFeature } from '../plans/rules.js';
import { requestGarmentName } from './presenter.js';

export type CreateRequestInput = z.output<typeof createMeasurementRequestBodySchema>;
export type ApproveRequestInput = z.output<typeof approveMeasurementRequestBodySchema>;

const CLIENT = { table: clients, what: 'Client' } as const;
const REQUEST = { table: measurementRequests, what: 'Measurement request' } as const;

/** 409 MEASUREMENT_REQUEST_CHANGED: the request moved on since the caller read it (decision 084). */
export const requestChanged = (message: Said) => new AppError('MEASUREMENT_REQUEST_CHANGED', message);

/** The client's name as it is now, for activity entries and notices. */
export async function clientName(db: Db, clientId: string): Promise<string> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? '';
}

/** One activity entry of a request: asked (detail: the garment), else 'status garment' (decision 084). */
export async function logRequest(
  tx: Db,
  actor: { workspaceId: string; user: { id: string } | null },
  row: MeasurementRequestRow,
  status: 'created' | MeasurementRequestRow['status'],
) {
  const garment = requestGarmentName(row);
  await recordActivity(tx, actor, {
    entityType: 'measurement-request',
    entityId: row.id,
    action: status === 'created' ? 'created' : 'status-changed',
    subject: await clientName(tx, row.clientId),
    detail: status === 'created' ? garment : `${status} ${garment}`,
  });
}

/** What the studio asks for (decision 084): the garment's list and hints, copied so a later edit of the template changes nothing. */
type Asked = Pick<MeasurementRequestRow, 'garmentType' | 'templateId' | 'garmentName'> & { fields: RequestedMeasurement[] };

/**
 * The studio's side of measurements taken at home (decision 084). Asking needs the client portal
 * (Premium, Enterprise); approving, rejecting and cancelling do not, so what a client sent before
 * a downgrade can still be decided on.
 */
export function measurementRequestService(ctx: AppContext) {
  async function askedList(tx: Db, actor: Actor, input: CreateRequestInput): Promise<Asked> {
    if (input.garmentType) {
      return {
        garmentType: input.garmentType,
        templateId: null,
        garmentName: null,
        fields: GARMENT_TEMPLATES[input.garmentType].map((name) => ({ name, hint: '' })),
      };
    }
    const id = input.templateId!;
    // Read in the write's transaction and held, so a template deleted meanwhile is the same 404 (decision 078).
    const [template] = await tx
      .select()
      .from(garmentTemplates)
      .where(and(eq(garmentTemplates.id, id), eq(garmentTemplates.workspaceId, actor.workspaceId)))
      .for('share');
    if (!template) throw missingReference('templateId', said('measurement-requests.templateNotFound'));
    if (template.measurements.length === 0)
      throw fieldError('templateId', said('measurement-requests.templateEmpty', { name: template.name }));
    return {
      garmentType: 'other',
      templateId: template.id,
      garmentName: template.name,
      fields: template.measurements.map((m) => ({ name: m.name, hint: m.hint ?? '' })),
    };
  }

  /** The request row of the actor's studio, locked until the transaction ends; 404 otherwise. */
  async function lockRequest(tx: Db, actor: Actor, id: string): Promise<MeasurementRequestRow> {
    const [row] = await tx
      .select()
      .from(measurementRequests)
      .where(and(eq(measurementRequests.id, id), eq(measurementRequests.workspaceId, actor.workspaceId)))
      .for('update');
    if (!row) throw notFound(said('measurement-requests.requestNotFound'));
    return row;
  }

  return {
    /** Asks the client; one request a client and garment waits at a time (409 otherwise, decision 084). */
    async create({
      actor,
      clientId,
      input,
    }: {
      actor: Actor;
      clientId: string;
      input: CreateRequestInput;
    }): Promise<MeasurementRequestRow> {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: clientId, permission: 'measurements.write' });
      await requireFeature(ctx.db, actor, 'clientPortal');
      if (input.templateId) {
        await requireAccess(ctx.db, {
          table: garmentTemplates,
          what: 'Garment template',
          actor,
          id: input.templateId,
          permission: 'measurements.write',
          field: 'templateId',
        });
        await requireFeature(ctx.db, actor, 'garmentTemplates');
      }
      await boundStudio(ctx.limiter, 'measurementRequest', actor.workspaceId);
      try {
        return await ctx.db.transaction(async (tx) => {
          // The client's row is the lock two asks for one client queue on, so only one can pass the check below.
          await requireAccess(tx, { ...CLIENT, actor, id: clientId, permission: 'measurements.write', lock: true });
          const asked = await askedList(tx, actor, input);
          const [pending] = await tx
            .select({ id: measurementRequests.id })
            .from(measurementRequests)
            .where(
              and(
                eq(measurementRequests.clientId, clientId),
                inArray(measurementRequests.status, [...PENDING_REQUEST_STATUSES]),
                asked.templateId
                  ? eq(measurementRequests.templateId, asked.templateId)
                  : and(eq(measurementRequests.garmentType, asked.garmentType), isNull(measurementRequests.templateId)),
              ),
            )
            .limit(1);
          if (pending) {
            const field = asked.templateId ? 'templateId' : 'garmentType';
            const name = requestGarmentName(asked);
            throw fieldError(field, said('measurement-requests.pending', { name }), 'MEASUREMENT_REQUEST_PENDING');
          }
          const [row] = await tx
            .insert(measurementRequests)
            .values({ workspaceId: actor.workspaceId, clientId, ...asked, unit: input.unit, createdById: actor.user.id })
            .returning();
          assertWritten(row, 'measurement request insert');
          await logRequest(tx, actor, row, 'created');
          return row;
        });
      } catch (err) {
        if (isForeignKeyViolation(err)) throw notFound(said('measurement-requests.clientNotFound'));
        throw err;
      }
    },

    /** The client's newest requests (MEASUREMENT_REQUEST_LIMITS.list), newest first. */
    async list({ actor, clientId }: { actor: Actor; clientId: string }): Promise<MeasurementRequestRow[]> {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: clientId, permission: 'measurements.read' });
      return ctx.db
        .select()
        .from(measurementRequests)
        .where(and(eq(measurementRequests.workspaceId, actor.workspaceId), eq(measurementRequests.clientId, clientId)))
        .orderBy(desc(measurementRequests.createdAt), desc(measurementRequests.id))
        .limit(MEASUREMENT_REQUEST_LIMITS.list);
    },

    /**
     * What the client sent becomes a measurement record taken by the client, in the request's unit,
     * in one transaction with the request's status and both activity entries (decision 084).
     */
    async approve({
      actor,
      id,
      input,
    }: {
      actor: Actor;
      id: string;
      input: ApproveRequestInput;
    }): Promise<{ request: MeasurementRequestRow; measurement: MeasurementRow }> {
      await requireAccess(ctx.db, { ...REQUEST, actor, id, permission: 'measurements.write' });
      return createWithinLimits(ctx.db, {
        actor,
        store: 'measurements',
        create: async (tx) => {
          const current = await lockRequest(tx, actor, id);
          if (current.status !== 'submitted' || !current.submittedValues || !current.submittedAt)
            throw requestChanged(said(current.status === 'open' ? 'measurement-requests.notSentYet' : 'measurement-requests.decided'));
          if (input.submittedAt !== undefined && input.submittedAt !== current.submittedAt.toISOString())
            throw requestChanged(said('measurement-requests.newValues'));
          const [record] = await tx
            .insert(measurements)
            .values({
              workspaceId: actor.workspaceId,
              clientId: current.clientId,
              garmentType: current.garmentType,
              templateId: current.templateId,
              garmentName: current.garmentName,
              values: current.submittedValues.map((v) => ({ name: v.name, size: v.size, unit: current.unit })),
              takenBy: 'client',
            })
            .returning();
          assertWritten(record, 'measurement insert');
          const [request] = await tx
            .update(measurementRequests)
            .set({ status: 'approved', decidedAt: new Date(), decidedById: actor.user.id, measurementId: record.id })
            .where(eq(measurementRequests.id, id))
            .returning();
          assertWritten(request, 'measurement request approval');
          const subject = await clientName(tx, record.clientId);
          await recordActivity(tx, actor, {
            entityType: 'measurement',
            entityId: record.id,
            action: 'created',
            subject,
            detail: requestGarmentName(current),
          });
          await logRequest(tx, actor, request, 'approved');
          return { request, measurement: record };
        },
      });
    },

    /** Declines what the client sent; nothing is recorded. */
    async reject({ actor, id }: { actor: Actor; id: string }): Promise<MeasurementRequestRow> {
      return decide(actor, id, { from: 'submitted', to: 'rejected' });
    },

    /** Withdraws a request the client has not answered: it leaves the portal at once. */
    async cancel({ actor, id }: { actor: Actor; id: string }): Promise<MeasurementRequestRow> {
      return decide(actor, id, { from: 'open', to: 'cancelled' });
    },
  };

  async function decide(
    actor: Actor,
    id: string,
    move: { from: 'submitted' | 'open'; to: 'rejected' | 'cancelled' },
  ): Promise<MeasurementRequestRow> {
    await requireAccess(ctx.db, { ...REQUEST, actor, id, permission: 'measurements.write' });
    return ctx.db.transaction(async (tx) => {
      const current = await lockRequest(tx, actor, id);
      if (current.status !== move.from) {
        throw requestChanged(
          said(
            current.status === 'submitted'
              ? 'measurement-requests.sentApproveOrReject'
              : current.status === 'open'
                ? 'measurement-requests.notSentCancelInstead'
                : 'measurement-requests.decided',
          ),
        );
      }
      const [row] = await tx
        .update(measurementRequests)
        .set({ status: move.to, decidedAt: new Date(), decidedById: actor.user.id })
        .where(eq(measurementRequests.id, id))
        .returning();
      assertWritten(row, `measurement request ${move.to}`);
      await logRequest(tx, actor, row, move.to);
      return row;
    });
  }
}
