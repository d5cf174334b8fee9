import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { offlineMessages } from '@/lib/offline/offline-messages';
import { discardChange, retryChange } from '@/lib/offline/outbox-actions';
import { madeElsewhere, useOutbox, useOutboxStudio, type QueuedChange } from '@/lib/offline/outbox';
import { ChangeEditor } from './change-editor';
import { changeFields } from './change-fields';
import { ConflictChoice } from './conflict-choice';

/**
 * Every change made offline that has not reached the server (decision 092): those waiting, and
 * those refused or in conflict with what they need from the user: why, and Try again, Edit,
 * Discard, or the choice between their version and the server's.
 */
export function UnsyncedDialog({ onClose }: { onClose: () => void }) {
  const queue = useOutbox();
  const studioId = useOutboxStudio();
  const t = useMessages(offlineMessages);
  const [editing, setEditing] = useState<QueuedChange | null>(null);
  const [choosing, setChoosing] = useState<QueuedChange | null>(null);
  if (editing) return <ChangeEditor change={editing} onClose={() => setEditing(null)} />;
  if (choosing) return <ConflictChoice change={choosing} onClose={() => setChoosing(null)} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.panelTitle} description={t.panelDescription}>
        <ul className="space-y-3" aria-label={t.panelTitle}>
          {queue.map((change) => (
            <li key={change.id} className="space-y-2 rounded-lg border border-border p-3">
              <p className="font-medium">{change.label}</p>
              {madeElsewhere(change, studioId) ? (
                <ElsewhereChange change={change} />
              ) : (
                <ChangeActions change={change} onEdit={setEditing} onChoose={setChoosing} />
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A change made in a studio the person is no longer part of (decision 107): never sent to the studio
 * they are in now, so nothing but Discard is offered.
 */
function ElsewhereChange({ change }: { change: QueuedChange }) {
  const t = useMessages(offlineMessages);
  return (
    <>
      <p className="text-sm text-destructive">
        {change.studio?.name ? t.madeElsewhere({ studio: change.studio.name }) : t.madeElsewhereUnnamed}
      </p>
      <div className="flex flex-wrap gap-2">
        <DiscardButton change={change} />
      </div>
    </>
  );
}

function ChangeActions({
  change,
  onEdit,
  onChoose,
}: {
  change: QueuedChange;
  onEdit: (change: QueuedChange) => void;
  onChoose: (change: QueuedChange) => void;
}) {
  const t = useMessages(offlineMessages);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {change.state === 'waiting' ? t.waitingFor : change.state === 'conflict' ? t.conflict : t.refused}
      </p>
      {change.error && change.state === 'refused' && (
        <ul className="list-disc ps-5 text-sm text-destructive">
          {(change.error.details.length ? change.error.details.map((d) => d.message) : [change.error.message]).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {change.state !== 'waiting' && (
        <div className="flex flex-wrap gap-2">
          {change.state === 'conflict' ? (
            <Button size="sm" onClick={() => onChoose(change)}>
              {t.conflictTitle}
            </Button>
          ) : (
            <>
              <Button size="sm" onClick={() => void retryChange(change.id)}>
                {t.tryAgain}
              </Button>
              {/* A change of references only (the board's move) has nothing to type: no Edit. */}
              {changeFields(change.body).length > 0 && (
                <Button size="sm" variant="outline" onClick={() => onEdit(change)}>
                  {t.edit}
                </Button>
              )}
            </>
          )}
          <DiscardButton change={change} />
        </div>
      )}
    </>
  );
}

function DiscardButton({ change }: { change: QueuedChange }) {
  const t = useMessages(offlineMessages);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        {t.discard}
      </Button>
    );
  return (
    <div className="flex w-full flex-wrap items-center gap-2 text-sm" role="group" aria-label={t.discard}>
      <span>{t.discardConfirm}</span>
      <Button size="sm" variant="destructive" onClick={() => void discardChange(change.id)}>
        {t.discard}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
        {t.cancel}
      </Button>
    </div>
  );
}
