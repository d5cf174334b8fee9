import type { CalendarEvent } from '@atelier/shared';

/** A stored event as GET /calendar answers it, for the calendar's tests; override what a test is about. */
export function sampleEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const id = overrides.id ?? 'e1';
  return {
    _id: id,
    id,
    clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
    clientName: 'Grace Hopper',
    title: 'Fitting',
    description: '',
    type: 'fitting',
    startTime: '2026-11-22T09:30:00.000Z',
    endTime: '2026-11-22T10:30:00.000Z',
    location: '',
    status: 'scheduled',
    remindClient: false,
    assigneeId: null,
    source: 'event',
    projectId: null,
    allDay: false,
    clientResponse: null,
    clientResponseNote: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A project's due date as the calendar lists it: read-only, all day, its day the UTC date. */
export function sampleDeadline(projectId: string, day: string, name = 'Wedding gown'): CalendarEvent {
  return sampleEvent({
    id: `deadline-${projectId}`,
    title: name,
    type: 'deadline',
    startTime: `${day}T00:00:00.000Z`,
    endTime: `${day}T23:59:59.999Z`,
    source: 'project',
    projectId: { _id: projectId, id: projectId, name },
    allDay: true,
  });
}
