import type { CalendarEvent, CalendarFeed } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, users } from '../../db/schema/index.js';
import { redactPath } from '../../lib/log-redaction.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { hashFeedToken } from './feed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const DAY = 24 * 3600_000;

async function studio(plan: 'free' | 'premium' = 'premium') {
  const u = await createVerifiedUser(t, { plan });
  return { ...u, api: businessApi(t, u.token) };
}

/** GET the feed as a calendar app does: no token header, the address is the key. */
const fetchFeed = (url: string) => t.request({ method: 'GET', url: new URL(url).pathname });

type ParsedEvent = {
  uid: string;
  summary: string;
  start: string;
  end: string | null;
  allDay: boolean;
  alarms: string[];
  status: string | null;
};

/** Parses the iCalendar text back with a real parser (ical.js). */
function parse(text: string): ParsedEvent[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      end: e.endDate ? (e.endDate.isDate ? e.endDate.toString() : e.endDate.toJSDate().toISOString()) : null,
      allDay: e.startDate.isDate,
      alarms: v.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}

describe('the calendar feed', () => {
  it('makes a secret address that serves every event in UTC with a 24-hour alarm, and the deadlines as whole days', async () => {
    const s = await studio();
    expect((await s.api.call('GET', '/calendar/feed')).body.data.feed).toEqual({ url: '', webcalUrl: '', createdAt: null });
    const client = await s.api.createClient({ name: 'Jane Doe' });
    const soon = new Date(Math.ceil(Date.now() / DAY) * DAY + 3 * DAY + 9.5 * 3600_000);
    const made: CalendarEvent[] = [];
    for (const [i, body] of [
      { title: 'Fitting', type: 'fitting', clientId: client.id },
      { title: 'Supplier, fabrics; lining', type: 'meeting', location: 'Rue du Temple 12' },
      { title: 'Night delivery', type: 'delivery', clientId: client.id },
    ].entries()) {
      const start = new Date(soon.getTime() + i * 5 * 3600_000);
      const res = await s.api.call('POST', '/calendar', {
        ...body,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
      });
      made.push((res.body.data as { event: CalendarEvent }).event);
    }
    await s.api.call('PATCH', `/calendar/${made[2]!.id}`, { status: 'cancelled' });
    const dueDay = new Date(soon.getTime() + 10 * DAY).toISOString().slice(0, 10);
    const project = await s.api.createProject(client.id, { name: 'Wedding gown', dueDate: dueDay });

    const res = await s.api.call('POST', '/calendar/feed');
    expect(res.status).toBe(201);
    const feed = res.body.data.feed as CalendarFeed;
    expect(feed.url).toMatch(/^https:\/\/atelier\.example\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('https://', 'webcal://'));
    // Shown again later (kept encrypted), but stored only as a hash and a ciphertext.
    expect((await s.api.call('GET', '/calendar/feed')).body.data.feed).toEqual(feed);
    const token = feed.url.split('/').at(-1)!.replace('.ics', '');
    const [row] = await t.ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, s.user.id));
    expect(row!.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const ics = await fetchFeed(feed.url);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['cache-control']).toContain('no-store');
    const events = parse(ics.body);
    for (const e of made) {
      const found = events.find((p) => p.uid.startsWith(e.id));
      expect(found, e.title).toBeDefined();
      expect(found!.start).toBe(e.startTime);
      expect(found!.end).toBe(e.endTime);
    }
    // Times are written in UTC ('Z'), never as floating local times.
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const fitting = events.find((p) => p.uid.startsWith(made[0]!.id))!;
    expect(fitting.summary).toBe('Fitting (Jane Doe)');
    expect(fitting.alarms).toEqual(['-P1D']);
    expect(events.find((p) => p.uid.startsWith(made[1]!.id))!.summary).toBe('Supplier, fabrics; lining');
    const cancelled = events.find((p) => p.uid.startsWith(made[2]!.id))!;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', alarms: [] });
    const deadline = events.find((p) => p.uid.startsWith(`deadline-${project.id}`))!;
    expect(deadline).toMatchObject({ summary: 'Due: Wedding gown (Jane Doe)', allDay: true, start: dueDay });
  });

  it('ends the old address when a new one is made, and all addresses when the feed is turned off', async () => {
    const s = await studio();
    const first = (await s.api.call('POST', '/calendar/feed')).body.data.feed as CalendarFeed;
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = (await s.api.call('POST', '/calendar/feed')).body.data.feed as CalendarFeed;
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expectErrorEnvelope(old.json(), 404, 'NOT_FOUND');
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect((await s.api.call('DELETE', '/calendar/feed')).status).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
  });

  it('answers 404 to made-up, malformed and unsuffixed tokens', async () => {
    for (const path of [
      '/api/v1/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/v1/calendar/feed/short.ics',
      "/api/v1/calendar/feed/'or'1'='1.ics",
      '/api/v1/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await t.request({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });

  it("stops serving when the studio's plan no longer has the calendar, and never logs the token", async () => {
    const s = await studio();
    const feed = (await s.api.call('POST', '/calendar/feed')).body.data.feed as CalendarFeed;
    await t.ctx.db
      .update(users)
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, s.user.id));
    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_UPGRADE_REQUIRED');
    const path = new URL(feed.url).pathname;
    expect(redactPath(path)).toBe('/api/v1/calendar/feed/[redacted]');
    expect(redactPath('/api/v1/calendar/abc')).toBe('/api/v1/calendar/abc');
  });
});
