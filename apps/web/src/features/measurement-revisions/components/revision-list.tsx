import { sizeNumberText, type ClientRevision, type MeasurementRevision } from '@atelier/shared';
import { useMemo } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { revisionMessages } from '../messages';
import { revisionChangeText, type RevisionFormat } from '../revision-text';

/** The user's formats as a change's line needs them: the shared size formatter (decision 124), names in the language. */
function useRevisionFormat(): RevisionFormat {
  const format = useFormat();
  const labels = useLabels();
  return useMemo(
    () => ({
      sizeText: format.sizeText,
      sizeNumber: (size, unit, kind) => sizeNumberText(size, { unit, kind, language: format.language }),
      measurementName: labels.measurement,
    }),
    [format, labels],
  );
}

/**
 * A record's changes, newest first, one line each (decision 130): 'Waist 27¼ → 27½ in, Ada Eze,
 * Sep 3, 2026'. On the client page a change names its garment first. A list, so a screen reader
 * says how many there are; the text wraps on a phone.
 */
export function RevisionList({ revisions, label }: { revisions: readonly (MeasurementRevision | ClientRevision)[]; label: string }) {
  const t = useMessages(revisionMessages);
  const format = useFormat();
  const revisionFormat = useRevisionFormat();
  return (
    <ul aria-label={label} className="space-y-1 text-sm">
      {revisions.map((r) => {
        const change = revisionChangeText(r, revisionFormat, t);
        const shown = 'garmentName' in r ? t.inGarment({ garment: r.garmentName, change }) : change;
        return (
          <li key={r.id} className="break-words text-foreground">
            {t.line({ change: shown, by: r.by?.name || t.formerMember, date: format.dateTime(r.at) })}
          </li>
        );
      })}
    </ul>
  );
}
