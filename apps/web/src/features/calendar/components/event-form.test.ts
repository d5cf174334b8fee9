import { describe, expect, it } from 'vitest';
import { sampleEvent } from './calendar-test-events';
import { toCreateEventBody, toUpdateEventBody, eventToForm, formErrors, moveStart, emptyEventForm, toInstant } from './event-form';

describe('wall time in the account zone to an instant', () => {
  it('sends 10:30 typed by a Berlin studio as 10:30 Berlin time, whatever the browser zone', () => {
    expect(toInstant('2026-11-22T10:30', 'Europe/Berlin')).toBe('2026-11-22T10:30:00+01:00');
    expect(Date.parse(toInstant('2026-11-22T10:30', 'Europe/Berlin'))).toBe(Date.parse('2026-11-22T09:30:00Z'));
    expect(toInstant('2026-07-01T10:30', 'Europe/Berlin')).toBe('2026-07-01T10:30:00+02:00');
    expect(toInstant('2026-07-01T10:30', 'America/New_York')).toBe('2026-07-01T10:30:00-04:00');
  });

  it('moves a time skipped by the spring change forward, as a calendar app does', () => {
    // 29 March 2026, Berlin: 02:00 becomes 03:00.
    expect(toInstant('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('reads a stored event back as the same wall times', () => {
    const values = eventToForm(
      sampleEvent({ startTime: '2026-11-22T09:30:00.000Z', endTime: '2026-11-22T10:45:00.000Z' }),
      'Europe/Berlin',
    );
    expect(values.start).toBe('2026-11-22T10:30');
    expect(values.end).toBe('2026-11-22T11:45');
    expect(values.clientId).toBe('c1');
  });
});

describe('new event defaults', () => {
  const now = Date.parse('2026-11-22T09:10:00Z'); // 10:10 in Berlin

  it('starts at the next full hour for an hour', () => {
    const values = emptyEventForm('Europe/Berlin', now);
    expect(values.start).toBe('2026-11-22T11:00');
    expect(values.end).toBe('2026-11-22T12:00');
    expect(values.status).toBe('scheduled');
  });

  it('starts at 09:00 on another chosen day, at the next hour on today', () => {
    expect(emptyEventForm('Europe/Berlin', now, '2026-11-25').start).toBe('2026-11-25T09:00');
    expect(emptyEventForm('Europe/Berlin', now, '2026-11-22').start).toBe('2026-11-22T11:00');
    expect(emptyEventForm('Europe/Berlin', now, undefined, '2026-11-24T14:15').end).toBe('2026-11-24T15:15');
  });

  it('keeps the duration when the start moves', () => {
    const values = { ...emptyEventForm('Europe/Berlin', now), end: '2026-11-22T12:30' };
    expect(moveStart(values, '2026-11-24T08:00', 'Europe/Berlin').end).toBe('2026-11-24T09:30');
  });
});

describe('form to body', () => {
  const zone = 'Europe/Berlin';
  const values = {
    ...emptyEventForm(zone, Date.parse('2026-11-22T09:10:00Z')),
    title: '  Second fitting ',
    clientId: 'c1',
    start: '2026-11-22T10:30',
    end: '2026-11-22T11:30',
    remindClient: true,
  };

  it('builds POST /calendar with instants and no status', () => {
    const built = toCreateEventBody(values, zone, true);
    expect(built).toEqual({
      ok: true,
      body: {
        clientId: 'c1',
        title: 'Second fitting',
        description: '',
        type: 'fitting',
        startTime: '2026-11-22T10:30:00+01:00',
        endTime: '2026-11-22T11:30:00+01:00',
        location: '',
        remindClient: true,
      },
    });
  });

  it('sends no client as null and never a reminder to a client without an email', () => {
    const built = toCreateEventBody({ ...values, clientId: '' }, zone, false);
    expect(built.ok && built.body.clientId).toBeNull();
    expect(built.ok && built.body.remindClient).toBe(false);
  });

  it('refuses an end before the start under End, before sending', () => {
    const built = toUpdateEventBody({ ...values, end: '2026-11-22T09:00' }, zone, true);
    expect(built.ok).toBe(false);
    expect(!built.ok && formErrors(built.errors)).toEqual({ end: 'End time must be after the start time' });
  });

  it('sends the status on an edit', () => {
    const built = toUpdateEventBody({ ...values, status: 'no-show' }, zone, true);
    expect(built.ok && built.body.status).toBe('no-show');
  });

  it('sends the assignee on create only when chosen, and on an edit only when changed (null to unassign)', () => {
    const plain = toCreateEventBody(values, zone, true);
    expect(plain.ok && 'assigneeId' in plain.body).toBe(false);
    const chosen = toCreateEventBody({ ...values, assigneeId: 'u2' }, zone, true);
    expect(chosen.ok && chosen.body.assigneeId).toBe('u2');
    const kept = toUpdateEventBody({ ...values, assigneeId: 'u2' }, zone, true, 'u2');
    expect(kept.ok && 'assigneeId' in kept.body).toBe(false);
    const cleared = toUpdateEventBody({ ...values, assigneeId: '' }, zone, true, 'u2');
    expect(cleared.ok && cleared.body.assigneeId).toBeNull();
  });
});
