import { EVENT_STATUSES, type CalendarEvent, type EventStatus } from '@atelier/shared';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { Select } from '@/components/ui/select';
import { assigneeMessages } from '@/features/team';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useAssigneeName } from '@/features/team';
import { useUpdateEvent, type ConflictDescriber } from '../api/calendar-api';
import { calendarMessages, eventFormMessages, type EventFormTexts } from '../messages';
import { isEditable } from './calendar-model';
import { TypeDot } from './event-chip';
import { useEventLabels } from './event-labels';
import { useCalendarFormat } from './use-calendar-format';

/** What the client answered from the portal (decision 082), with their words when they asked to move it. */
export function clientAnswerText(event: Pick<CalendarEvent, 'clientResponse' | 'clientResponseNote'>, t: EventFormTexts): string {
  if (event.clientResponse === 'confirmed') return t.clientConfirmed;
  return event.clientResponseNote ? t.clientAskedToMove({ note: event.clientResponseNote }) : t.clientAskedToMoveOnly;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * An event opened to read, with Edit, Delete and its status. A project's deadline is
 * read-only here: it comes from the project's due date and changes on the Projects page; a
 * stage's deadline comes from the project's timeline (decision 080). Both link to the project.
 */
export function EventDetailsDialog({
  event,
  canChange,
  describeConflict,
  onEdit,
  onDelete,
  onClose,
}: {
  event: CalendarEvent;
  canChange: boolean;
  describeConflict: ConflictDescriber;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const t = useMessages(eventFormMessages);
  const tc = useMessages(calendarMessages);
  const labels = useEventLabels();
  const format = useCalendarFormat();
  const update = useUpdateEvent(describeConflict);
  const ta = useMessages(assigneeMessages);
  const assignee = useAssigneeName(event.assigneeId);
  const editable = canChange && isEditable(event);
  const day = event.allDay ? event.startTime.slice(0, 10) : format.dayOf(event.startTime);

  const changeStatus = (status: string) => {
    if (status !== event.status) update.mutate({ id: event.id, body: { status: status as EventStatus } });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={event.title}
        description={`${format.dayLong(day)} · ${format.when(event)}`}
        footer={
          editable ? (
            <>
              <Button variant="destructive" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden /> {t.delete}
              </Button>
              <Button onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden /> {t.edit}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
          )
        }
      >
        <dl className="divide-y divide-border">
          <Row label={t.type}>
            <span className="inline-flex items-center gap-2">
              <TypeDot type={event.type} /> {event.source === 'stage' ? tc.stageDeadline : labels.type(event.type)}
            </span>
          </Row>
          <Row label={t.client}>
            {event.clientId ? (
              <AppLink to={clientPath(event.clientId.id)} className={inlineLinkClasses}>
                {event.clientName || event.clientId.name}
              </AppLink>
            ) : (
              t.noClient
            )}
          </Row>
          <Row label={t.location}>{event.location || t.noDetails}</Row>
          {assignee && <Row label={ta.assignedTo}>{assignee}</Row>}
          {event.description && <Row label={t.description}>{event.description}</Row>}
          {event.clientResponse && (
            <Row label={t.clientAnswer}>
              <span data-testid="client-answer">{clientAnswerText(event, t)}</span>
            </Row>
          )}
          {!editable && <Row label={t.status}>{labels.status(event.status)}</Row>}
        </dl>
        {editable && (
          <div className="mt-4 space-y-1.5">
            <label htmlFor="event-status" className="text-sm font-medium">
              {t.status}
            </label>
            <Select
              id="event-status"
              value={event.status}
              onValueChange={changeStatus}
              disabled={update.isPending}
              options={EVENT_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))}
            />
          </div>
        )}
        {event.source !== 'event' && (
          <div className="mt-4 space-y-3 rounded-lg bg-muted p-3 text-sm">
            <p>{event.source === 'stage' ? t.stageDeadlineNote : t.deadlineNote}</p>
            <AppLink
              to={event.projectId ? `/projects?project=${encodeURIComponent(event.projectId.id)}` : '/projects'}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {event.projectId ? t.openProject : t.openProjects}
            </AppLink>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
