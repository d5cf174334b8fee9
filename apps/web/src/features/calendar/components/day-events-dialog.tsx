import type { CalendarEvent, Day } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { calendarMessages } from '../messages';
import { EventRow } from './event-chip';
import { useCalendarFormat } from './use-calendar-format';

/** '+N more': every event of one day, each opening its details. */
export function DayEventsDialog({
  day,
  events,
  onOpen,
  onAdd,
  onClose,
}: {
  day: Day;
  events: readonly CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  onAdd?: () => void;
  onClose: () => void;
}) {
  const t = useMessages(calendarMessages);
  const format = useCalendarFormat();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t.dayListTitle({ date: format.dayLong(day) })}
        footer={
          onAdd && (
            <Button onClick={onAdd}>
              <Plus className="h-4 w-4" aria-hidden /> {t.addEventOnDay}
            </Button>
          )
        }
      >
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.dayListEmpty}</p>
        ) : (
          <ul className="space-y-2" data-testid="day-events">
            {events.map((event) => (
              <li key={event.id}>
                <EventRow event={event} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
