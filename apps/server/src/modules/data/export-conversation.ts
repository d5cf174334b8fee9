import type { ClientRevision, ConversationMessage } from '@atelier/shared';
import { exportedUnit } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { presentConversationMessage } from '../conversation/presenter.js';
import { studioThreads } from '../conversation/thread.js';
import { presentClientRevision } from '../measurements/presenter.js';
import { studioRevisions } from '../measurements/revisions.js';

type ExportedMessage = ConversationMessage & { clientId: string; clientName: string };
type ExportedRevision = ClientRevision & { clientId: string; clientName: string };

/** One row per message of every client's conversation, oldest first (decisions 131, 137). */
const CONVERSATION_COLUMNS: readonly CsvColumn<ExportedMessage>[] = [
  ['id', (m) => m.id],
  ['clientId', (m) => m.clientId],
  ['client', (m) => m.clientName],
  /** `in` from the client (through the portal), `out` from the studio. */
  ['direction', (m) => m.direction],
  ['channel', (m) => m.channel],
  /** The template it was written from; empty for free text and for the client's words. */
  ['template', (m) => m.kind ?? ''],
  ['author', (m) => m.author],
  ['message', (m) => m.body],
  ['read', (m) => (m.read ? 'yes' : 'no')],
  ['createdAt', (m) => m.createdAt],
];

/** The unit as the records' CSV writes it: '°' for an angle whatever the record says (decision 124). */
const unitOf = (name: string, unit: ClientRevision['unit'] | null) => (unit === null ? '' : exportedUnit({ name, unit }));

/** One row per changed measurement, oldest edit first; `from` empty when the edit added it, `to` when it removed it (decision 130). */
const REVISION_COLUMNS: readonly CsvColumn<ExportedRevision>[] = [
  ['id', (r) => r.id],
  ['recordId', (r) => r.measurementId],
  ['clientId', (r) => r.clientId],
  ['client', (r) => r.clientName],
  ['garment', (r) => r.garmentName],
  ['name', (r) => r.name],
  ['from', (r) => r.from],
  ['fromUnit', (r) => unitOf(r.name, r.fromUnit)],
  ['to', (r) => r.to],
  ['unit', (r) => (r.to === null ? '' : unitOf(r.name, r.unit))],
  ['changedById', (r) => r.by?.id ?? ''],
  /** The member's name; empty once their account is gone. */
  ['changedBy', (r) => r.by?.name ?? ''],
  ['changedAt', (r) => r.at],
];

/**
 * The conversation with each client (decision 131) and the earlier values of edited measurements
 * (decision 130), for the CSVs and the JSON (decision 137). They go through the screens'
 * presenters, so the export holds what the studio reads: no portal link's address, and a
 * message naming an amount is empty for a role that does not see money (decision 072).
 */
export async function exportClientHistory(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'clients.read');
  requirePermission(actor, 'measurements.read');
  const seesMoney = can(actor, 'invoices.read');
  const [threads, revisions] = await Promise.all([studioThreads(ctx.db, actor.workspaceId), studioRevisions(ctx.db, actor.workspaceId)]);
  const conversation = threads.map((line): ExportedMessage => ({
    ...presentConversationMessage(line, { seesMoney }),
    clientId: line.message.clientId,
    clientName: line.clientName,
  }));
  const measurementRevisions = revisions.map((line): ExportedRevision => ({
    ...presentClientRevision(line),
    clientId: line.clientId,
    clientName: line.clientName,
  }));
  return {
    json: { conversation, measurementRevisions },
    conversationCsv: csvOf(CONVERSATION_COLUMNS, conversation),
    revisionsCsv: csvOf(REVISION_COLUMNS, measurementRevisions),
  };
}
