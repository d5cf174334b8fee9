import type { FirstStepKey } from '@atelier/shared';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { needsConventions } from '@/features/studio';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { ADD_CLIENT_PATH } from '@/lib/navigation';
import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useDismissFirstSteps, useFirstSteps } from '../api/first-steps-api';

export const firstStepsMessages = i18n('first-steps', {
  title: 'First steps',
  description: 'Set up your studio in a few steps. Each one ticks itself when it is done.',
  progress: params('{done} of {total} done'),
  hide: 'Hide the first steps',
  hidden: 'First steps hidden. Everything stays in Settings.',
  done: 'Done',
  todo: 'To do',
  conventions: 'Time zone and money',
  conventionsHint: 'The zone your reminders follow, and your currency.',
  tax: 'Tax identity and rates',
  taxHint: 'Your legal name and tax number on every invoice.',
  priceList: 'Your price list',
  priceListHint: 'Make the common alterations your own prices and times.',
  booking: 'Your booking page',
  bookingHint: 'Let clients book a fitting online.',
  team: 'A team member',
  teamHint: 'Invite the people who work with you.',
  brand: 'Your brand',
  brandHint: 'Your logo and colour on documents and client mail.',
  firstClient: 'Your first client',
  firstClientHint: 'Add a client with their measurements.',
});

/** Where each step is taken: the page or settings tab it concerns. */
const STEP_PATHS: Record<FirstStepKey, string> = {
  conventions: '/settings?tab=studio',
  tax: '/settings?tab=tax',
  priceList: '/services',
  booking: '/settings?tab=booking',
  team: '/settings?tab=team',
  brand: '/settings?tab=studio',
  firstClient: ADD_CLIENT_PATH,
};

/**
 * A new studio's first steps (decision 211), after its conventions: a short list on the dashboard
 * whose steps open the right place and tick themselves from what the server finds done. It goes
 * when every step is done or someone of the studio hides it.
 */
export function FirstStepsCard() {
  const session = useSession() as ReturnType<typeof useSession> | undefined;
  const user = session?.user ?? null;
  const asked = !!user && can(user, 'studio.write') && !needsConventions(user);
  const t = useMessages(firstStepsMessages);
  const { data } = useFirstSteps(asked);
  const dismiss = useDismissFirstSteps(t.hidden);
  if (!asked || !data || data.dismissed) return null;
  const done = data.steps.filter((s) => s.done).length;
  if (done === data.steps.length) return null;

  return (
    <section aria-labelledby="first-steps-title" className="mb-6 rounded-xl border border-primary/40 bg-card p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="first-steps-title" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.description}</p>
        </div>
        <p className="text-sm font-medium" aria-live="polite">
          {t.progress({ done, total: data.steps.length })}
        </p>
      </div>
      <ol className="grid gap-1 sm:grid-cols-2">
        {data.steps.map(({ key, done: stepDone }) => (
          <li key={key}>
            <AppLink
              to={STEP_PATHS[key]}
              className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              {stepDone ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-hidden />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="min-w-0 flex-1">
                <span className={stepDone ? 'block font-medium text-muted-foreground line-through' : 'block font-medium'}>
                  {t[key]}
                  <span className="sr-only"> ({stepDone ? t.done : t.todo})</span>
                </span>
                <span className="block text-sm text-muted-foreground">{t[`${key}Hint`]}</span>
              </span>
              <ChevronRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            </AppLink>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" size="sm" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
          {t.hide}
        </Button>
      </div>
    </section>
  );
}
