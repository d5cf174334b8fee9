import { Lock } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';

/**
 * A 403 PLAN_UPGRADE_REQUIRED locks the calendar. The overlay says so with
 * the server's message and a button to /pricing; the user stays on the page (no move away).
 */
export function CalendarLockOverlay({ message }: { message: string }) {
  const t = useMessages(calendarMessages);
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-background/70 p-4 pt-16 backdrop-blur-[2px]">
      <section
        role="alert"
        aria-labelledby="calendar-lock-title"
        className="flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-8 text-center shadow-lg"
        data-testid="calendar-lock"
      >
        <div className="rounded-full bg-muted p-3 text-muted-foreground">
          <Lock className="h-6 w-6" aria-hidden />
        </div>
        <h2 id="calendar-lock-title" className="text-lg font-semibold">
          {t.lockTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{message}</p>
        <AppLink to="/pricing" className={buttonVariants({ size: 'lg' })}>
          {t.lockLink}
        </AppLink>
      </section>
    </div>
  );
}
