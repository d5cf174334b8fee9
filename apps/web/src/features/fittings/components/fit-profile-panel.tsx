import type { FitProfileEntry } from '@atelier/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PanelStatus } from '@/components/ui/panel-status';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFitProfile, useRetireCorrection } from '../api/fittings-api';
import { useFormat } from '@/lib/use-format';
import { correctionText, wornText } from './correction-text';
import { fittingMessages } from './fitting-messages';

type EntryProps = { clientId: string; entry: FitProfileEntry; retired: boolean; canWrite: boolean };

function Entry({ clientId, entry, retired, canWrite }: EntryProps) {
  const t = useMessages(fittingMessages);
  const format = useFormat();
  const change = useRetireCorrection(clientId);
  const text = correctionText(entry, format.language);
  const worn = wornText(entry.worn, t, format.language);
  const date = format.calendarDate(entry.fittedOn);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2" data-testid="fit-profile-entry">
      <div className="min-w-0 text-sm">
        <p className={retired ? 'text-muted-foreground line-through' : 'font-medium'}>{text}</p>
        <p className="text-xs text-muted-foreground">
          {t.fromFitting({ date, project: entry.projectName })}
          {worn && ` · ${worn}`}
        </p>
      </div>
      {canWrite && (
        <Button
          variant="outline"
          size="sm"
          loading={change.isPending}
          aria-label={retired ? t.restoreOf({ correction: text }) : t.retireOf({ correction: text })}
          onClick={() => change.mutate({ id: entry.id, retire: !retired })}
        >
          {retired ? t.restore : t.retire}
        </Button>
      )}
    </li>
  );
}

/**
 * The client's fit profile beside their measurement history (decision 086): the corrections in
 * force, newest first, with the fitting each came from and what was worn, and the retired ones
 * apart; a role that may change projects retires and restores them.
 */
export function FitProfilePanel({ clientId }: { clientId: string }) {
  const t = useMessages(fittingMessages);
  const headingId = useId();
  const retiredId = useId();
  const query = useFitProfile(clientId);
  const canWrite = useCan('projects.write');
  const profile = query.data;
  return (
    <section aria-labelledby={headingId} className="mb-8 space-y-2 rounded-lg border border-border p-4" data-testid="fit-profile">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.profileHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{t.profileIntro}</p>
      <PanelStatus query={query} loadingText={t.profileLoading} failedText={t.profileFailed} retryText={t.tryAgain}>
        {!profile || profile.inForce.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.profileEmpty}</p>
        ) : (
          <ul className="divide-y divide-border" aria-labelledby={headingId}>
            {profile.inForce.map((e) => (
              <Entry key={e.id} clientId={clientId} entry={e} retired={false} canWrite={canWrite} />
            ))}
          </ul>
        )}
        {profile && profile.retired.length > 0 && (
          <>
            <h3 id={retiredId} className="pt-2 text-sm font-semibold">
              {t.retiredHeading}
            </h3>
            <ul className="divide-y divide-border" aria-labelledby={retiredId}>
              {profile.retired.map((e) => (
                <Entry key={e.id} clientId={clientId} entry={e} retired canWrite={canWrite} />
              ))}
            </ul>
          </>
        )}
      </PanelStatus>
    </section>
  );
}
