import type { PatternFit } from '@atelier/shared';
import { useMemo } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { fitMessages } from '../fit-messages';
import { fitChange, fitChanges, fittingDay, fitValue, notAppliedName, type FitFormat, type FitLineTexts } from './fit-line';

/** The user's language, zone and unit for the fit line. */
export function useFitFormat(): FitFormat {
  const format = useFormat();
  const labels = useLabels();
  return useMemo(
    () => ({ language: format.language, timeZone: format.timezone, unit: format.unit, unitLabel: labels.unit }),
    [format, labels],
  );
}

/** The line's texts in the user's language. */
export function useFitLineTexts(): FitLineTexts {
  const t = useMessages(fitMessages);
  return useMemo(() => ({ change: t.change, fitting: t.fitting, list: (items) => items.join(', ') }), [t]);
}

/**
 * What a pattern was (or will be) fitted with (decision 087): one line, a disclosure with each
 * input's base → result and its corrections, and every correction that was not applied, always
 * shown, with the reason. Nothing when the profile changed nothing and skipped nothing.
 */
export function FitSummary({ fit, planned = false }: { fit: PatternFit | null; planned?: boolean }) {
  const t = useMessages(fitMessages);
  const f = useFitFormat();
  const texts = useFitLineTexts();
  if (!fit || (fit.inputs.length === 0 && fit.notApplied.length === 0)) return null;
  const changes = fit.inputs.length > 0 ? fitChanges(fit, f, texts) : t.noneApplied;
  const line = fit.clientName
    ? (planned ? t.willBeFittedTo : t.fittedTo)({ client: fit.clientName, changes })
    : (planned ? t.willBeFitted : t.fitted)({ changes });
  return (
    <div
      className="space-y-1.5 rounded-lg border border-border bg-muted/40 p-3 text-sm"
      data-testid={planned ? 'planned-fit' : 'pattern-fit'}
    >
      <p className="font-medium break-words" data-testid="fit-line">
        {line}
      </p>
      {fit.inputs.length > 0 && (
        <details className="group">
          <summary className="inline-flex min-h-6 cursor-pointer items-center rounded text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {t.details}
          </summary>
          <ul className="mt-1.5 space-y-1.5 text-xs" data-testid="fit-details">
            {fit.inputs.map((input) => (
              <li key={`${input.target}:${input.name}`}>
                <span className="font-medium">
                  {t.baseToResult({
                    label: input.label,
                    base: fitValue(input.base, input.unit, f),
                    result: fitValue(input.result, input.unit, f),
                  })}
                </span>
                <ul className="mt-0.5 list-disc ps-5 text-muted-foreground">
                  {input.corrections.map((c) => (
                    <li key={c.correctionId}>
                      {[
                        t.correction({ change: fitChange(c.change, c.unit, f), date: fittingDay(c.fittedOn, f) }),
                        c.reason && t.because({ reason: c.reason }),
                        c.worn && t.wore({ worn: c.worn }),
                      ]
                        .filter(Boolean)
                        .join('; ')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      )}
      {fit.notApplied.length > 0 && (
        <ul className="space-y-0.5 text-xs text-muted-foreground" data-testid="fit-not-applied">
          {fit.notApplied.map((c) => (
            <li key={c.correctionId}>{t.notApplied({ name: notAppliedName(c, f), why: c.why })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
