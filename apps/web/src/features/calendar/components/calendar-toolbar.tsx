import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-model';

/**
 * Previous, Today, Next, the period's title (announced as it changes) and the Month / Week / Day
 * switch. On a phone the page shows weeks only, so the switch is left out there.
 */
export function CalendarToolbar({
  view,
  title,
  stepUnit,
  showViewSwitch,
  onStep,
  onToday,
  onView,
}: {
  view: CalendarView;
  title: string;
  /** What previous and next move by (a phone moves by weeks in every view). */
  stepUnit: CalendarView;
  showViewSwitch: boolean;
  onStep: (by: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  const t = useMessages(calendarMessages);
  const labels = {
    month: [t.previousMonth, t.nextMonth],
    week: [t.previousWeek, t.nextWeek],
    day: [t.previousDay, t.nextDay],
  }[stepUnit];
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label={labels[0]}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="outline" onClick={onToday}>
          {t.today}
        </Button>
        <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label={labels[1]}>
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <h2 className="ms-2 text-lg font-semibold" aria-live="polite" data-testid="calendar-period">
          {title}
        </h2>
      </div>
      {showViewSwitch && (
        <div role="group" aria-label={t.viewGroup} className="inline-flex rounded-lg bg-muted p-1">
          {CALENDAR_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'min-h-8 rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
                view === v && 'bg-card text-foreground shadow-sm',
              )}
            >
              {t[v]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
