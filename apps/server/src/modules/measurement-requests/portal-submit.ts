import {
  PENDING_REQUEST_STATUSES,
  plausibilityFlag,
  sizePrecisionMessage,
  type portalMeasurementRequestSchema,
  type submitSelfMeasurementBodySchema,
} from '@atelier/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  measurementRequests,
  type PortalLinkRow,
  type MeasurementFlag,
  type MeasurementRequestRow,
  type SubmittedMeasurement,
} from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { AppError, notFound, type FieldRefusal } from '../../lib/errors.js';
import { said, sayIn, type Said } from '../../lib/said.js';
import { notifyStudio } from '../notifications/notify.js';
import { latestValue, presentPortalMeasurementRequest, recordedValues } from './presenter.js';
import { clientName, logRequest, requestChanged } from './service.js';

type SubmitBody = z.output<typeof submitSelfMeasurementBodySchema>;
type PortalMeasurementRequest = z.infer<typeof portalMeasurementRequestSchema>;

/**
 * The client's values under the request's own names (matched whatever their case), in the order
 * asked. A name not asked for, or one sent twice, is a 422 on that value's name (decision 084); a
 * size no tape gives in the request's unit (27.3 in) is a 422 on that value's size (decision 124).
 */
function matchNames(row: MeasurementRequestRow, values: SubmitBody['values']): SubmittedMeasurement[] {
  const asked = new Map(row.fields.map((f, i) => [f.name.toLowerCase(), i]));
  const errors: FieldRefusal[] = [];
  const refusal = (field: string, refused: Said): FieldRefusal => ({ field, message: sayIn('en', refused), said: refused });
  const sizes = new Map<number, number>();
  values.forEach((v, i) => {
    const at = asked.get(v.name.toLowerCase());
    if (at === undefined) errors.push(refusal(`values.${i}.name`, said('measurement-requests.notAsked', { name: v.name })));
    else if (sizes.has(at)) errors.push(refusal(`values.${i}.name`, said('measurement-requests.listedTwice', { name: v.name })));
    else sizes.set(at, v.size);
    const imprecise = at === undefined ? null : sizePrecisionMessage({ name: row.fields[at]!.name, size: v.size, unit: row.unit });
    if (imprecise) errors.push({ field: `values.${i}.size`, message: imprecise });
  });
  if (errors.length > 0) throw new AppError('VALIDATION_ERROR', errors[0]!.said ?? errors[0]!.message, { errors });
  return row.fields.flatMap((f, i) => (sizes.has(i) ? [{ name: f.name, size: sizes.get(i)! }] : []));
}

/**
 * A value outside a human range, or far from the client's latest recorded value of that name in
 * any unit (plausibilityFlag, the check the portal page makes before sending).
 */
async function flagsFor(db: Db, row: MeasurementRequestRow, values: SubmittedMeasurement[]): Promise<MeasurementFlag[]> {
  const recorded = await recordedValues(db, { workspaceId: row.workspaceId, clientId: row.clientId });
  return values.flatMap((v) => {
    const reason = plausibilityFlag({ name: v.name, size: v.size, unit: row.unit }, latestValue(recorded, v.name));
    return reason ? [{ name: v.name, reason }] : [];
  });
}

/**
 * The portal's submission (decision 084): what the client measured at home waits on the request
 * for the studio's approval; nothing is written to their measurement records. A client may send
 * again while the studio has not decided: the new values replace the old ones. The portal's routes
 * have opened the link and counted the write against its bounds (decision 082).
 */
export async function submitSelfMeasurements(
  ctx: AppContext,
  opts: { link: PortalLinkRow; id: string; body: SubmitBody },
): Promise<{ request: PortalMeasurementRequest; flags: MeasurementFlag[] }> {
  const { link } = opts;
  const id = requireRecordId(opts.id, 'Measurement request');
  // Only a request of this link's client, in this link's studio: anyone else's is the same 404.
  const mine = and(
    eq(measurementRequests.id, id),
    eq(measurementRequests.clientId, link.clientId),
    eq(measurementRequests.workspaceId, link.workspaceId),
  );
  const [current] = await ctx.db.select().from(measurementRequests).where(mine).limit(1);
  if (!current || current.status === 'cancelled') throw notFound(said('measurement-requests.requestNotFound'));
  if (current.status !== 'open' && current.status !== 'submitted')
    throw requestChanged(said('measurement-requests.alreadyDecidedByStudio'));
  const values = matchNames(current, opts.body.values);
  const flags = await flagsFor(ctx.db, current, values);

  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(measurementRequests)
      .set({
        status: 'submitted',
        submittedValues: values,
        flags,
        clientNote: opts.body.note || null,
        submittedAt: new Date(),
      })
      .where(and(mine, inArray(measurementRequests.status, [...PENDING_REQUEST_STATUSES])))
      .returning();
    // The studio decided or withdrew it between the read and this write.
    if (!updated) throw requestChanged(said('measurement-requests.alreadyDecidedByStudio'));
    await logRequest(tx, { workspaceId: link.workspaceId, user: null }, updated, 'submitted');
    await notifyStudio(tx, {
      workspaceId: link.workspaceId,
      kind: 'measurements-submitted',
      clientId: link.clientId,
      entityType: 'measurement-request',
      entityId: updated.id,
      subject: await clientName(tx, link.clientId),
      body: updated.clientNote ?? '',
    });
    return updated;
  });
  return { request: presentPortalMeasurementRequest(row), flags };
}

/**
 * The requests a client sees on their portal (decision 084): open and sent ones, newest first. For
 * the portal's page (GET /portal/{token}), which has checked the link.
 */
export async function portalMeasurementRequests(
  db: Db,
  link: { workspaceId: string; clientId: string },
): Promise<PortalMeasurementRequest[]> {
  const rows = await db
    .select()
    .from(measurementRequests)
    .where(
      and(
        eq(measurementRequests.workspaceId, link.workspaceId),
        eq(measurementRequests.clientId, link.clientId),
        inArray(measurementRequests.status, [...PENDING_REQUEST_STATUSES]),
      ),
    )
    .orderBy(desc(measurementRequests.createdAt), desc(measurementRequests.id))
    .limit(20);
  return rows.map(presentPortalMeasurementRequest);
}
