import { dayInZone, type CalendarEvent, type Day, type EventConflict } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AssigneeFilter } from '@/features/team';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ALL_ASSIGNEES, assigneeQuery, type AssigneeChoice } from '@/features/team';
import { useMessages } from '@/lib/i18n/i18n';
import { useClientAddress } from '@/lib/use-client-address';
import { useFormat } from '@/lib/use-format';
import { CALENDAR_LOCK_CODE, useCalendarEvents, useDeleteEvent, useUpdateEvent } from '../api/calendar-api';
import { calendarMessages, eventFormMessages } from '../messages';
import { AgendaList } from './agenda-list';
import { CalendarLockOverlay } from './calendar-lock-overlay';
import { CalendarToolbar } from './calendar-toolbar';
import { eventsByDay, rangeOf, todaysEvents, upcomingEvents, visibleDays, weekDays } from './calendar-model';
import { DayEventsDialog } from './day-events-dialog';
import { TypeLegend } from './event-chip';
import { EventDetailsDialog } from './event-details-dialog';
import { emptyEventForm, type EventFormValues } from './event-form';
import { EventFormDialog } from './event-form-dialog';
import { FeedPanel } from './feed-panel';
import { MonthGrid } from './month-grid';
import { SidePanels } from './side-panels';
import { TimeGrid } from './time-grid';
import { useCalendarFormat } from './use-calendar-format';
import { useCalendarView } from './use-calendar-view';
import { useNarrowScreen } from './use-narrow-screen';

type Open =
  | { kind: 'form'; id: null; initial: EventFormValues }
  | { kind: 'form' | 'details' | 'delete'; id: string }
  | { kind: 'day'; day: Day }
  | null;

const UPCOMING_MS = 7 * 24 * 3600_000;

/**
 * /calendar (decision 033): month, week and day views in the account's time zone,
 * 'Upcoming Events' and "Today's Schedule", the phone-calendar feed, and the event dialogs. On a
 * phone the visible week is an agenda list. A plan without the calendar sees the lock overlay.
 */
export function CalendarPage() {
  const t = useMessages(calendarMessages);
  const tf = useMessages(eventFormMessages);
  const { timezone } = useFormat();
  const format = useCalendarFormat();
  const now = Date.now();
  const today = dayInZone(now, timezone);
  const nav = useCalendarView(today);
  const narrow = useNarrowScreen();
  // A phone shows the week around the chosen day whatever the view, and steps by weeks.
  const days = narrow ? weekDays(nav.day, format.weekStart) : visibleDays(nav.view, nav.day, format.weekStart);
  // 'Mine' or one member's appointments narrow the calendar and its side panels alike (decision 075).
  const [assignee, setAssignee] = useState<AssigneeChoice>(ALL_ASSIGNEES);
  const filter = assigneeQuery(assignee);
  const main = useCalendarEvents(rangeOf(days), filter);
  const side = useCalendarEvents({ startDate: today, endDate: dayInZone(now + UPCOMING_MS, timezone) }, filter);
  const remove = useDeleteEvent();
  const describeConflict = (c: EventConflict) =>
    t.conflictItem({ title: c.title, start: format.time(c.startTime), end: format.time(c.endTime) });
  const update = useUpdateEvent(describeConflict);
  const [open, setOpen] = useState<Open>(null);

  const lockError = [main, side].find((q) => q.errorCode === CALENDAR_LOCK_CODE);
  const locked = !!lockError;
  const canChange = !locked && main.hasData;
  const loadError = !locked && !main.hasData ? main.error : null;

  const byId = useMemo(() => new Map([...side.events, ...main.events].map((e) => [e.id, e])), [main.events, side.events]);
  const upcoming = upcomingEvents(side.events, now, timezone);
  const todays = todaysEvents(side.events, today, timezone);
  const current = open && 'id' in open && open.id ? byId.get(open.id) : undefined;

  const close = () => setOpen(null);
  const openEvent = (event: CalendarEvent) => setOpen({ kind: 'details', id: event.id });
  // The form's client picker asks the server as it opens, so a client added in another tab is there.
  const addEvent = (day?: Day, startWall?: string) =>
    setOpen({ kind: 'form', id: null, initial: emptyEventForm(timezone, Date.now(), day, startWall) });
  const addOn = canChange ? (day: Day) => addEvent(day) : undefined;
  // `?new=1&client=<id>` (the client page's 'New appointment', decision 126): once the calendar can
  // take it, Add Event takes focus and its dialog opens with the client chosen; the address drops both.
  const addButton = useRef<HTMLButtonElement>(null);
  const { wantsNew, clientId: askedClient, dropBoth } = useClientAddress();
  useEffect(() => {
    if (!wantsNew || !canChange) return;
    addButton.current?.focus();
    setOpen({ kind: 'form', id: null, initial: { ...emptyEventForm(timezone, Date.now()), clientId: askedClient } });
    dropBoth();
  }, [wantsNew, canChange, askedClient, timezone, dropBoth]);

  const title =
    narrow || nav.view === 'week'
      ? t.weekOf({ date: format.dayShort(days[0]!) })
      : nav.view === 'month'
        ? format.monthTitle(nav.day)
        : format.dayLong(nav.day);

  const body = narrow ? (
    <AgendaList days={days} today={today} timeZone={timezone} events={main.events} onOpen={openEvent} onAddOn={addOn} />
  ) : nav.view === 'month' ? (
    <MonthGrid
      day={nav.day}
      today={today}
      timeZone={timezone}
      events={main.events}
      onOpen={openEvent}
      onShowDay={(day) => setOpen({ kind: 'day', day })}
      onAddOn={addOn}
    />
  ) : (
    <TimeGrid
      days={days}
      timeZone={timezone}
      today={today}
      events={main.events}
      onOpen={openEvent}
      // A drop saves at once, as in any calendar app; the overlap warning follows if it now double-books.
      onMove={(event, change) => {
        if (canChange) update.mutate({ id: event.id, body: change });
      }}
      onCreateAt={canChange ? (wall) => addEvent(undefined, wall) : undefined}
    />
  );

  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          canChange ? (
            <Button ref={addButton} onClick={() => addEvent()} size="lg" className="w-full sm:w-auto">
              <Plus className="h-4 w-4" aria-hidden /> {t.addEvent}
            </Button>
          ) : undefined
        }
      />
      <div className="relative">
        {/* Locked, the calendar stays visible behind the overlay but out of reach of keyboard and screen readers. */}
        {/* The month needs the width for titles in its cells: the panels sit beside it only on wide screens. */}
        <div inert={locked} className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <CalendarToolbar
              view={nav.view}
              title={title}
              stepUnit={narrow ? 'week' : nav.view}
              showViewSwitch={!narrow}
              onStep={(by) => nav.step(by, narrow ? 'week' : nav.view)}
              onToday={nav.goToday}
              onView={nav.setView}
            />
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <TypeLegend />
              <div className="flex flex-wrap items-center gap-3">
                <AssigneeFilter id="calendar-assignee-filter" value={assignee} onChange={setAssignee} className="w-44" />
                <p className="text-xs text-muted-foreground">{t.zoneNote({ zone: timezone })}</p>
              </div>
            </div>
            {loadError && (
              <Alert variant="error" className="mb-3">
                <div className="flex flex-wrap items-center gap-3">
                  <span>{loadError}</span>
                  <Button variant="outline" size="sm" onClick={main.retry}>
                    {t.retry}
                  </Button>
                </div>
              </Alert>
            )}
            {main.isLoading && !main.hasData && !locked && (
              <p role="status" className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner size="sm" /> {t.loading}
              </p>
            )}
            {body}
          </div>
          <aside className="grid content-start gap-4 md:grid-cols-2 2xl:grid-cols-1">
            <SidePanels upcoming={upcoming} today={todays} onOpen={openEvent} />
            <FeedPanel enabled={canChange} canChange={canChange} className="md:col-span-2 2xl:col-span-1" />
          </aside>
        </div>
        {locked && <CalendarLockOverlay message={lockError.error ?? ''} />}
      </div>

      {open?.kind === 'form' && (open.id === null || current) && (
        <EventFormDialog
          event={open.id === null ? null : current!}
          initial={open.id === null ? open.initial : emptyEventForm(timezone, now)}
          timeZone={timezone}
          describeConflict={describeConflict}
          onClose={close}
        />
      )}
      {open?.kind === 'details' && current && (
        <EventDetailsDialog
          event={current}
          canChange={canChange}
          describeConflict={describeConflict}
          onEdit={() => setOpen({ kind: 'form', id: current.id })}
          onDelete={() => setOpen({ kind: 'delete', id: current.id })}
          onClose={close}
        />
      )}
      {open?.kind === 'day' && (
        <DayEventsDialog
          day={open.day}
          events={eventsByDay(main.events, timezone).get(open.day) ?? []}
          onOpen={openEvent}
          onAdd={addOn && (() => addEvent(open.day))}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && current && (
        <ConfirmDialog
          onClose={close}
          title={tf.deleteTitle}
          description={tf.deleteText({ title: current.title })}
          confirmLabel={tf.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(current.id)}
        />
      )}
    </div>
  );
}
