import type { CalendarEvent } from '@atelier/shared';
import { sampleEvent } from './calendar-test-events';

/** A stored calendar event for tests of the week and day views; only what a test cares about is given. */
export function calendarEvent(overrides: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'startTime' | 'endTime'>): CalendarEvent {
  return sampleEvent({
    clientId: null,
    clientName: '',
    title: `Event ${overrides.id}`,
    createdAt: null,
    updatedAt: null,
    ...overrides,
    _id: overrides.id,
  });
}
