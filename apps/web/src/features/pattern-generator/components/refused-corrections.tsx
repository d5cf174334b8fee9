import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useRetireCorrection } from '@/features/fittings';
import { FIT_CORRECTION_REFUSED } from '../api/generator-api';
import { fitMessages } from '../fit-messages';

export type RefusedCorrection = { id: string; message: string };

const FIELD_PREFIX = 'fitProfile.';

/**
 * The corrections a 422 FIT_CORRECTION_REFUSED named (decision 087): each `errors` entry is
 * `fitProfile.<correctionId>` with the server's sentence; any other error names none.
 */
export function refusedCorrections(error: unknown): RefusedCorrection[] {
  if (!(error instanceof ApiError) || error.code !== FIT_CORRECTION_REFUSED) return [];
  return error.details.map((d) => ({
    id: d.field.startsWith(FIELD_PREFIX) ? d.field.slice(FIELD_PREFIX.length) : '',
    message: d.message,
  }));
}

/**
 * The corrections of the client's fit profile that stop this draft, each with Retire for a role
 * that may change projects (decision 099): the tailor clears the way where the refusal is shown
 * instead of looking for the client's profile. `onRetired` asks the draft again.
 */
export function RefusedCorrections({
  clientId,
  refused,
  onRetired,
}: {
  clientId: string;
  refused: readonly RefusedCorrection[];
  onRetired: () => void;
}) {
  const t = useMessages(fitMessages);
  const canWrite = useCan('projects.write');
  const retire = useRetireCorrection(clientId);
  if (refused.length === 0) return null;
  return (
    <Alert variant="error">
      <p>{t.redraftRefused}</p>
      <ul className="mt-1 space-y-1" data-testid="fit-refused">
        {refused.map((r, i) => (
          <li key={`${r.id}-${i}`} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">{r.message}</span>
            {canWrite && r.id !== '' && (
              <Button
                variant="outline"
                size="sm"
                loading={retire.isPending && retire.variables?.id === r.id}
                aria-label={t.retireRefused({ correction: r.message })}
                onClick={() => retire.mutate({ id: r.id, retire: true }, { onSuccess: onRetired })}
              >
                {t.retire}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
