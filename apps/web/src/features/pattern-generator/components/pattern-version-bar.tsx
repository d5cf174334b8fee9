import type { Pattern } from '@atelier/shared';
import { GitCompare, History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { usePatternVersions } from '../api/generator-api';
import { fitMessages } from '../fit-messages';
import { RedraftDialog } from './redraft-dialog';
import { VersionsDialog } from './versions-dialog';

type Open = { kind: 'versions'; with: string | null } | { kind: 'redraft' } | null;

/**
 * A generated pattern's version (decision 087): 'Version N', its Versions (and the comparison with
 * the one it was re-drafted from) and Re-draft with this fitting for a pattern drafted for a client.
 */
export function PatternVersionBar({ pattern, onRedrafted }: { pattern: Pattern; onRedrafted?: (p: Pattern) => void }) {
  const t = useMessages(fitMessages);
  const [open, setOpen] = useState<Open>(null);
  const draft = pattern.generator;
  const previous = draft?.previousId ?? null;
  // The version it was re-drafted from is not always the one before (a re-draft of version 1 again).
  const versions = usePatternVersions(pattern.id, !!previous);
  if (!draft) return null;
  const previousNumber = versions.data?.find((v) => v.id === previous)?.version ?? draft.version - 1;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="pattern-version">
      <Badge variant="outline">{t.version({ n: draft.version })}</Badge>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen({ kind: 'versions', with: previous })}
        aria-label={t.versionsOf({ name: pattern.name })}
      >
        <History className="h-4 w-4" aria-hidden />
        {t.versions}
      </Button>
      {previous && (
        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'versions', with: previous })}>
          <GitCompare className="h-4 w-4" aria-hidden />
          {t.compareWith({ n: previousNumber })}
        </Button>
      )}
      {draft.clientId && (
        <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'redraft' })} aria-label={t.redraftOf({ name: pattern.name })}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t.redraft}
        </Button>
      )}
      {open?.kind === 'versions' && <VersionsDialog pattern={pattern} compareWith={open.with} onClose={close} />}
      {open?.kind === 'redraft' && (
        <RedraftDialog
          pattern={pattern}
          onClose={close}
          onDone={(p) => {
            close();
            onRedrafted?.(p);
          }}
        />
      )}
    </div>
  );
}
