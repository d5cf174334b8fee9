import { CALENDAR_LIMITS, EVENT_STATUSES, EVENT_TYPES, type CalendarEvent } from '@atelier/shared';
import type { FormEvent } from 'react';
import { ClientPicker } from '@/features/clients';
import { AssigneeField } from '@/features/team';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useClientRecord } from '@/features/clients';
import { useForm } from '@/lib/use-form';
import { useCreateEvent, useUpdateEvent, type ConflictDescriber } from '../api/calendar-api';
import { eventFormMessages } from '../messages';
import { toCreateEventBody, toUpdateEventBody, eventToForm, FIELD_OF, moveStart, type EventFormValues } from './event-form';
import { useEventLabels } from './event-labels';

const FORM_ID = 'event-form';

/**
 * 'Add New Event' / 'Edit Event'. Start and end are wall times of the
 * account's zone; moving the start keeps the duration. Everything a drag in the time grid does
 * (another day, another time, a longer end) can be typed here, so keyboard users can do it too.
 */
export function EventFormDialog({
  event,
  initial,
  timeZone,
  describeConflict,
  onClose,
}: {
  event: CalendarEvent | null;
  /** A new event's starting values (next full hour, or the day it was opened from). */
  initial: EventFormValues;
  timeZone: string;
  describeConflict: ConflictDescriber;
  onClose: () => void;
}) {
  const t = useMessages(eventFormMessages);
  const labels = useEventLabels();
  // Errors come as the body names them ('startTime'); the form shows them under its own fields.
  const form = useForm<EventFormValues>(() => (event ? eventToForm(event, timeZone) : initial), {
    fieldOf: (path) => FIELD_OF[path] ?? path,
  });
  const { values, setValues, set, text, errorOf } = form;
  const create = useCreateEvent(describeConflict);
  const update = useUpdateEvent(describeConflict);
  const isSaving = create.isPending || update.isPending;

  // The chosen client's record (its email): from the picker's pages, else read by id (an event's old client).
  const chosen = useClientRecord(values.clientId || undefined);
  // A reminder needs somewhere to go: the checkbox is held, and says why, until the client has an email.
  const clientHasEmail = !!chosen?.email;
  const remindHint = !values.clientId ? t.remindNoClient : chosen && !clientHasEmail ? t.remindNoEmail : t.remindHint;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = event
      ? await form.submit(toUpdateEventBody(values, timeZone, clientHasEmail, event.assigneeId ?? ''), (body) =>
          update.mutateAsync({ id: event.id, body }),
        )
      : await form.submit(toCreateEventBody(values, timeZone, clientHasEmail), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={event ? t.editTitle : t.addTitle}
      description={event ? t.editDescription : t.addDescription}
      className="max-w-2xl"
      formId={FORM_ID}
      submitLabel={event ? t.saveChanges : t.create}
      isSaving={isSaving}
      submitDisabled={!values.title.trim()}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t.eventTitle} error={errorOf('title')} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              value={values.title}
              onChange={text('title')}
              maxLength={CALENDAR_LIMITS.title}
              placeholder={t.titlePlaceholder}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t.client} optional error={errorOf('clientId')}>
          {(p) => (
            <ClientPicker
              {...p}
              value={values.clientId}
              selectedName={event?.clientId && values.clientId === event.clientId.id ? event.clientId.name : undefined}
              noneLabel={t.noClient}
              placeholder={t.noClient}
              onChange={(id, client) => {
                setValues((cur) => ({ ...cur, clientId: id, remindClient: cur.remindClient && !!client?.email }));
                form.clearField('clientId');
              }}
            />
          )}
        </Field>
        <Field label={t.type} error={errorOf('type')}>
          {(p) => (
            <Select
              {...p}
              value={values.type}
              onValueChange={(v) => set('type', v as EventFormValues['type'])}
              options={EVENT_TYPES.map((v) => ({ value: v, label: labels.type(v) }))}
            />
          )}
        </Field>
        <Field label={t.start} error={errorOf('start')} hint={t.zoneHint({ zone: timeZone })}>
          {(p) => (
            <Input
              {...p}
              type="datetime-local"
              step={300}
              value={values.start}
              onChange={(e) => {
                setValues((v) => moveStart(v, e.target.value, timeZone));
                form.clearField('start');
                form.clearField('end');
              }}
            />
          )}
        </Field>
        <Field label={t.end} error={errorOf('end')}>
          {(p) => <Input {...p} type="datetime-local" step={300} min={values.start} value={values.end} onChange={text('end')} />}
        </Field>
        {event && (
          <Field label={t.status} error={errorOf('status')}>
            {(p) => (
              <Select
                {...p}
                value={values.status}
                onValueChange={(v) => set('status', v as EventFormValues['status'])}
                options={EVENT_STATUSES.map((v) => ({ value: v, label: labels.status(v) }))}
              />
            )}
          </Field>
        )}
        <Field label={t.location} optional error={errorOf('location')} className={event ? undefined : 'sm:col-span-2'}>
          {(p) => (
            <Input
              {...p}
              value={values.location}
              onChange={text('location')}
              maxLength={CALENDAR_LIMITS.location}
              placeholder={t.locationPlaceholder}
            />
          )}
        </Field>
        <AssigneeField
          value={values.assigneeId}
          onChange={(v) => set('assigneeId', v)}
          error={errorOf('assigneeId')}
          className="sm:col-span-2"
        />
        <Field label={t.description} optional error={errorOf('description')} className="sm:col-span-2">
          {(p) => (
            <Textarea {...p} value={values.description} onChange={text('description')} rows={3} maxLength={CALENDAR_LIMITS.description} />
          )}
        </Field>
        <div className="space-y-1 sm:col-span-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="event-remind-client"
              checked={values.remindClient && clientHasEmail}
              disabled={!clientHasEmail}
              onCheckedChange={(c) => set('remindClient', c === true)}
              aria-describedby="event-remind-hint"
            />
            <Label htmlFor="event-remind-client" className={clientHasEmail ? undefined : 'text-muted-foreground'}>
              {t.remindClient}
            </Label>
          </div>
          <p id="event-remind-hint" className="ps-8 text-xs text-muted-foreground">
            {remindHint}
          </p>
          {errorOf('remindClient') && <p className="ps-8 text-xs font-medium text-destructive">{errorOf('remindClient')}</p>}
        </div>
      </form>
    </FormDialog>
  );
}
