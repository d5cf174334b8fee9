import type { CalendarEvent } from '@atelier/shared';

/** A stored calendar event for tests of the week and day views; only what a test cares about is given. */
export function calendarEvent(overrides: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'startTime' | 'endTime'>): CalendarEvent {
  return {
    _id: overrides.id,
    clientId: null,
    clientName: '',
    title: `Event ${overrides.id}`,
    description: '',
    type: 'fitting',
    location: '',
    status: 'scheduled',
    remindClient: false,
    source: 'event',
    projectId: null,
    allDay: false,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}
