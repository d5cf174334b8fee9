import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { RevisionList, revisionMessages } from '@/features/measurement-revisions';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useMeasurementRevisions } from '../api/measurements-api';

/**
 * A record's earlier values (decision 130), behind a disclosure: the list answers carry no changes,
 * so they are read from the record's own GET when the tailor opens them.
 */
export function MeasurementChanges({ id, what }: { id: string; what: string }) {
  const t = useMessages(revisionMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="-ms-2 text-muted-foreground"
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        {open ? t.hideChanges : t.showChanges}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <ChangesPanel id={id} label={t.changesOf({ what })} />}
      </div>
    </div>
  );
}

function ChangesPanel({ id, label }: { id: string; label: string }) {
  const t = useMessages(revisionMessages);
  const { revisions, isPending, isError } = useMeasurementRevisions(id);
  if (isPending) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (isError || !revisions) return <p className="text-sm text-destructive">{t.failed}</p>;
  if (revisions.length === 0) return <p className="text-sm text-muted-foreground">{t.none}</p>;
  return <RevisionList revisions={revisions} label={label} />;
}
