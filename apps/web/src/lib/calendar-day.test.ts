import { afterEach, describe, expect, it } from 'vitest';
import { addDays, calendarDayOf, defaultDueDate, isDueThisWeek, isOverdue, todayIn } from './calendar-day';

/** 23:30 UTC on 1 March: already 2 March in Berlin and Tokyo, still 1 March in New York and Honolulu. */
const lateEvening = new Date('2025-03-01T23:30:00.000Z');

describe("today in the user's zone", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("is the user's day, whatever zone the browser is in", () => {
    // A browser in Honolulu, where it is still the afternoon of 1 March...
    process.env.TZ = 'Pacific/Honolulu';
    expect(lateEvening.getDate()).toBe(1);
    // ...shows a Berlin tailor the Berlin day, and a New York tailor the New York day.
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2025-03-02');
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-01');
    process.env.TZ = 'Asia/Tokyo';
    expect(lateEvening.getDate()).toBe(2);
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-01');
  });

  it('counts days on the calendar, across months, years and clock changes', () => {
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(addDays('2024-12-25', 14)).toBe('2025-01-08');
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('reads a stored due date as its calendar day', () => {
    expect(calendarDayOf('2030-05-01T00:00:00.000Z')).toBe('2030-05-01');
    expect(calendarDayOf(null)).toBeNull();
  });

  it('calls a project overdue from the day after its due date, in the user zone', () => {
    const due = '2025-03-01T00:00:00.000Z';
    expect(isOverdue(due, todayIn('America/New_York', lateEvening))).toBe(false);
    expect(isOverdue(due, todayIn('Europe/Berlin', lateEvening))).toBe(true);
    expect(isOverdue(null, '2025-03-02')).toBe(false);
  });

  it('counts "due this week" as today and the six days after', () => {
    expect(isDueThisWeek('2025-03-02T00:00:00.000Z', '2025-03-02')).toBe(true);
    expect(isDueThisWeek('2025-03-08T00:00:00.000Z', '2025-03-02')).toBe(true);
    expect(isDueThisWeek('2025-03-09T00:00:00.000Z', '2025-03-02')).toBe(false);
    expect(isDueThisWeek('2025-03-01T00:00:00.000Z', '2025-03-02')).toBe(false);
  });

  it("defaults a new project's due date to today in the user zone plus the duration", () => {
    expect(defaultDueDate('Europe/Berlin', 14, lateEvening)).toBe('2025-03-16');
    expect(defaultDueDate('America/Los_Angeles', 14, lateEvening)).toBe('2025-03-15');
    expect(defaultDueDate('Europe/Berlin', 1, lateEvening)).toBe('2025-03-03');
  });
});
