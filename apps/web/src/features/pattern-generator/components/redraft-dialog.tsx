import type { FitProfile, Pattern } from '@atelier/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useFitProfile } from '@/features/fittings';
import { useRedraftPattern } from '../api/generator-api';
import { fitMessages } from '../fit-messages';
import { fittingDay } from './fit-line';
import { useFitFormat } from './fit-summary';
import { RefusedCorrections, refusedCorrections } from './refused-corrections';

const NONE = 'none';

type FittingChoice = { id: string; fittedOn: string; projectName: string };

/** The client's fittings named by their corrections (in force or retired), newest first. */
export function fittingsOf(profile: FitProfile | undefined): FittingChoice[] {
  const seen = new Map<string, FittingChoice>();
  for (const e of [...(profile?.inForce ?? []), ...(profile?.retired ?? [])])
    if (!seen.has(e.fittingId)) seen.set(e.fittingId, { id: e.fittingId, fittedOn: e.fittedOn, projectName: e.projectName });
  return [...seen.values()].sort((a, b) => b.fittedOn.localeCompare(a.fittedOn));
}

/**
 * Re-draft with this fitting (decision 087): the fitting that prompted it, the client's newest by
 * default, or none; the server drafts with the whole fit profile in force either way. A correction
 * the design cannot take is named here, the dialog staying open, with Retire beside it (decision 099).
 */
export function RedraftDialog({ pattern, onClose, onDone }: { pattern: Pattern; onClose: () => void; onDone: (p: Pattern) => void }) {
  const t = useMessages(fitMessages);
  const f = useFitFormat();
  const formId = useId();
  const clientId = pattern.generator?.clientId ?? '';
  const profile = useFitProfile(clientId);
  const fittings = useMemo(() => fittingsOf(profile.data), [profile.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? fittings[0]?.id ?? NONE;
  const redraft = useRedraftPattern();
  // Once re-drafted, the new version's card takes the focus (generated-patterns.tsx), not the opener.
  const done = useRef(false);

  return (
    <FormDialog
      title={t.redraftTitle}
      description={t.redraftDescription}
      formId={formId}
      submitLabel={t.redraftSubmit}
      isSaving={redraft.isPending}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        if (done.current) event.preventDefault();
      }}
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          redraft.mutate(
            { id: pattern.id, fittingId: value === NONE ? null : value },
            {
              onSuccess: (p) => {
                done.current = true;
                onDone(p);
              },
            },
          );
        }}
      >
        <Field label={t.redraftFitting}>
          {(p) => (
            <Select
              id={p.id}
              aria-describedby={p['aria-describedby']}
              value={value}
              onValueChange={setChosen}
              options={[
                ...fittings.map((x) => ({
                  value: x.id,
                  label: t.redraftFittingOption({ date: fittingDay(x.fittedOn, f), project: x.projectName }),
                })),
                { value: NONE, label: t.redraftNoFitting },
              ]}
            />
          )}
        </Field>
        <RefusedCorrections clientId={clientId} refused={refusedCorrections(redraft.error)} onRetired={() => redraft.reset()} />
      </form>
    </FormDialog>
  );
}
