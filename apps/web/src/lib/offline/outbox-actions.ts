import { API, currentStage, routePath, versionTag, type MeasurementRecord, type Project, type StageStatus } from '@atelier/shared';
import { call } from '../api-client';
import { queryClient } from '../query/query-client';
import { changeOutbox, type QueuedChange } from './outbox';
import { activeOfflineUser, syncNow } from './offline-writes';

/**
 * What the user can do with a change the server did not take (decision 092): send it again, send
 * it corrected, keep their version or the server's on a conflict, or discard it. Nothing leaves
 * the queue without the user's say.
 */
async function change(id: string, edit: (c: QueuedChange) => QueuedChange | null): Promise<void> {
  const userId = activeOfflineUser();
  if (!userId) return;
  await changeOutbox(userId, (queue) => queue.flatMap((c) => (c.id === id ? (edit(c) ?? []) : [c])));
  syncNow();
}

/**
 * Sent again as a new request, with a new Idempotency-Key: the server keeps a refusal under the
 * old key (decision 089), and the refused request made nothing that a second one could repeat.
 */
const again = (c: QueuedChange): QueuedChange => ({ ...c, id: crypto.randomUUID(), state: 'waiting', error: null });

export const retryChange = (id: string) => change(id, again);

export const editChange = (id: string, body: Record<string, unknown>) => change(id, (c) => ({ ...again(c), body }));

/** Discarding also drops what the screens showed for it (a new client waiting to be sent). */
export async function discardChange(id: string): Promise<void> {
  await change(id, () => null);
  await Promise.all(['clients', 'measurements', 'projects'].map((r) => queryClient.invalidateQueries({ queryKey: [r] })));
}

/** Keep mine: the change is sent again on the server's current version, which the user has now seen. */
export const keepMine = (id: string, serverUpdatedAt: string) => change(id, (c) => ({ ...again(c), ifMatch: versionTag(serverUpdatedAt) }));

export const keepTheirs = discardChange;

/** A record a change is queued on with its version (decision 090): a project (its stages too) or a measurement. */
type Shown = Project | MeasurementRecord;
type ShownStage = Record<string, unknown> & { id: string; status: StageStatus };

/** A project's stages as answered, for the stage a change touches. */
export const stagesOf = (record: Record<string, unknown>): ShownStage[] =>
  Array.isArray(record.stages) ? (record.stages as ShownStage[]) : [];

/**
 * What of the server's record a change touches, under the keys of its body: a stage change's stage,
 * the board's move the stage now current (null when every stage is finished: the Done column;
 * decision 100), else the record itself.
 */
export function touchedPart(path: string, record: Record<string, unknown>): Record<string, unknown> {
  const stages = stagesOf(record);
  if (path.endsWith('/stages/current')) return { stageId: currentStage(stages)?.id ?? null };
  const stageId = /\/stages\/([^/]+)$/.exec(path)?.[1];
  return (stageId && stages.find((s) => s.id === stageId)) || record;
}

/**
 * How the server's version of each record a change is queued on is read: through its declared route,
 * whose answer the route's schema types, so nothing here asserts a shape by hand (decision 197).
 */
const VERSIONED_READS: readonly { path: string; read: (id: string) => Promise<Shown> }[] = [
  { path: API.projects.get.path, read: async (id) => (await call(API.projects.get, { params: { id } })).project },
  { path: API.measurements.get.path, read: async (id) => (await call(API.measurements.get, { params: { id } })).measurement },
];

/** The server's version of the changed record, and the part of it the change touches. */
export async function serverVersion(change: QueuedChange): Promise<{ record: Shown; part: Record<string, unknown> } | null> {
  if (!change.recordPath) return null;
  const id = change.recordPath.split('/').pop() ?? '';
  const reader = VERSIONED_READS.find((r) => routePath(r.path, { id }) === change.recordPath);
  if (!reader) return null;
  const record = await reader.read(id);
  return { record, part: touchedPart(change.path, record) };
}
