import type { ClientStatus, GarmentType, ProjectPriority, ProjectStatus, StageStatus } from '@atelier/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels, type Labels } from '@/lib/labels';
import { offlineFieldNames, offlineMessages } from '@/lib/offline/offline-messages';
import { keepMine, keepTheirs, stagesOf } from '@/lib/offline/outbox-actions';
import type { QueuedChange } from '@/lib/offline/outbox';
import { useServerVersion } from '../api/conflict-api';
import { isReference } from './change-fields';

type Named = { id?: unknown; name?: unknown };
const isObject = (value: unknown): value is Named => typeof value === 'object' && value !== null;
/** A reference as sent (an id) or as answered (the project's `clientId` is the client itself). */
const refId = (value: unknown) => (isObject(value) && typeof value.id === 'string' ? value.id : value);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isObject(value)) return typeof value.name === 'string' ? value.name : String(refId(value));
  return String(value);
}

/** A value as the forms show it: a status, priority, type or garment in the user's words. */
function labelled(labels: Labels, path: string, key: string, value: unknown, record: Record<string, unknown> | undefined): string {
  // The board's move names a stage by id: shown by its name, and none current as the Done column (decision 100).
  if (key === 'stageId' && path.endsWith('/stages/current'))
    return value === null ? labels.stageStatus('done') : String(stagesOf(record ?? {}).find((st) => st.id === value)?.name ?? '—');
  const text = shown(value);
  if (typeof value !== 'string' || text === '—') return text;
  if (key === 'status' && path.startsWith('/clients')) return labels.clientStatus(value as ClientStatus);
  if (key === 'status' && path.includes('/stages')) return labels.stageStatus(value as StageStatus);
  if (key === 'status' && path.startsWith('/projects')) return labels.projectStatus(value as ProjectStatus);
  if (key === 'priority') return labels.projectPriority(value as ProjectPriority);
  if (key === 'type' && path.startsWith('/projects')) return labels.projectType(value);
  if (key === 'garmentType') return labels.garment(value as GarmentType);
  return text;
}

/**
 * A change made offline to a record someone changed meanwhile (412, decision 090): both versions
 * of what the change touches, side by side, and the user keeps one. Nothing is sent until they do.
 */
export function ConflictChoice({ change, onClose }: { change: QueuedChange; onClose: () => void }) {
  const t = useMessages(offlineMessages);
  const names = useMessages(offlineFieldNames) as Readonly<Record<string, string>>;
  const labels = useLabels();
  const theirs = useServerVersion(change);
  // A reference (the project's client) that both versions share is no part of the choice.
  const all = Object.keys(change.body);
  const differing = all.filter((key) => !isReference(key) || refId(change.body[key]) !== refId(theirs.data?.part[key]));
  // A change of nothing but a reference (the board's move) keeps its row, the same in both or not.
  const keys = differing.length > 0 ? differing : all;
  const choose = async (mine: boolean) => {
    if (mine && theirs.data) await keepMine(change.id, theirs.data.record.updatedAt);
    if (!mine) await keepTheirs(change.id);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.conflictTitle}
        description={t.conflictDescription}
        footer={
          <>
            <Button variant="outline" onClick={() => void choose(false)}>
              {t.keepTheirs}
            </Button>
            <Button onClick={() => void choose(true)} disabled={!theirs.data}>
              {t.keepMine}
            </Button>
          </>
        }
      >
        <p className="mb-3 font-medium">{change.label}</p>
        {theirs.isPending ? (
          <p role="status">{t.loadingTheirs}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start">
                <th scope="col" className="py-1 pe-2 font-medium text-muted-foreground">
                  <span className="sr-only">{t.editTitle}</span>
                </th>
                <th scope="col" className="py-1 pe-2">
                  {t.yours}
                </th>
                <th scope="col" className="py-1">
                  {t.theirs}
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key} className="border-t border-border">
                  <th scope="row" className="py-1 pe-2 text-start font-normal text-muted-foreground">
                    {names[key] ?? key}
                  </th>
                  <td className="py-1 pe-2" data-testid="mine">
                    {labelled(labels, change.path, key, change.body[key], theirs.data?.record)}
                  </td>
                  <td className="py-1" data-testid="theirs">
                    {labelled(labels, change.path, key, theirs.data?.part[key], theirs.data?.record)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
