import { withProjectCodes } from '../lib/studio-sequence.js';
import { randomUUID } from 'node:crypto';
import {
  addDaysToDay,
  instantFromWallTime,
  PROJECT_PRIORITIES,
  PROJECT_TYPES,
  weekdayOfDay,
  type Day,
  type EventStatus,
  type EventType,
} from '@atelier/shared';
import type { Db } from '../db/client.js';
import { calendarEvents, projects } from '../db/schema/index.js';
import { insertBatched, random, studioOf } from './seed.js';

export type CalendarSeedCounts = { events: number; projects: number };

const DAY = 86_400_000;
const MINUTE = 60_000;

/** How often each type occurs, its lengths in minutes, titles, and how often it has a client. */
const TYPES: { type: EventType; weight: number; minutes: number[]; titles: string[]; withClient: number }[] = [
  {
    type: 'fitting',
    weight: 40,
    minutes: [30, 45, 60],
    titles: ['First fitting', 'Second fitting', 'Final fitting', 'Toile fitting'],
    withClient: 1,
  },
  {
    type: 'consultation',
    weight: 20,
    minutes: [30, 60],
    titles: ['Consultation', 'Fabric selection', 'Design consultation'],
    withClient: 1,
  },
  { type: 'delivery', weight: 17, minutes: [15, 30], titles: ['Collection', 'Delivery', 'Pick-up'], withClient: 1 },
  {
    type: 'meeting',
    weight: 13,
    minutes: [60, 90],
    titles: ['Team meeting', 'Supplier: wool merchant', 'Accountant', 'Pattern review'],
    withClient: 0.3,
  },
  { type: 'other', weight: 10, minutes: [30, 120], titles: ['Photo shoot', 'Studio maintenance', 'Trunk show'], withClient: 0.5 },
];
const TOTAL_WEIGHT = TYPES.reduce((sum, t) => sum + t.weight, 0);
const NOTES = [
  'Bring the shoes for the hem length.',
  'Second look at the shoulder line.',
  'Wants to see the silk swatches.',
  'Balance due on collection.',
];
const ADDRESSES = ['12 Market St', '4 Savile Row', '88 Rue de la Paix', '230 Canal Rd'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar bench's data: `counts.events` appointments of one studio spread over `years` years
 * from `from` (a day), on working days (Monday to Saturday, Saturdays half as busy) between 09:00
 * and 18:00 in the account's `zone`. Mixed types (fittings most, then consultations, deliveries,
 * meetings); the appointments have one of `clientIds`, a meeting only sometimes. Past events are
 * mostly completed, some cancelled or no-shows; future ones scheduled, a few cancelled. Plus
 * `counts.projects` projects due on days of the same years, which the calendar shows as derived
 * deadlines. Rows go in creation order (a few weeks before each start), in batches, in one
 * transaction. Deterministic for a given seed and `now`.
 */
export async function seedCalendar(
  db: Db,
  userId: string,
  clientIds: string[],
  counts: CalendarSeedCounts,
  opts: { from: Day; years: number; zone: string; now?: Date; seed?: number },
): Promise<{ eventIds: string[]; projectIds: string[]; until: Day }> {
  if (clientIds.length === 0) throw new Error('calendar events need clients');
  const workspaceId = await studioOf(db, userId);
  const r = random(opts.seed ?? 10);
  const now = (opts.now ?? new Date()).getTime();
  const until = `${Number(opts.from.slice(0, 4)) + opts.years}${opts.from.slice(4)}`;
  const workingDays: Day[] = [];
  for (let day = opts.from; day < until; day = addDaysToDay(day, 1)) if (weekdayOfDay(day) !== 0) workingDays.push(day);
  const pickDay = () => {
    const day = r.pick(workingDays);
    // Saturdays are half as busy as weekdays.
    return weekdayOfDay(day) === 6 && r.next() < 0.5 ? r.pick(workingDays) : day;
  };
  const pickType = () => {
    let n = r.int(TOTAL_WEIGHT);
    for (const t of TYPES) if ((n -= t.weight) < 0) return t;
    return TYPES[0]!;
  };
  const pastStatus = (): EventStatus => {
    const n = r.next();
    return n < 0.82 ? 'completed' : n < 0.9 ? 'cancelled' : n < 0.93 ? 'no-show' : 'scheduled';
  };

  const eventRows: (typeof calendarEvents.$inferInsert)[] = Array.from({ length: counts.events }, () => {
    const kind = pickType();
    const minutes = r.pick(kind.minutes);
    // Starts on the quarter hour from 09:00, ending by 18:00.
    const slot = r.int((9 * 60 - minutes) / 15 + 1) * 15;
    const start = instantFromWallTime(`${pickDay()}T${pad(9 + Math.floor(slot / 60))}:${pad(slot % 60)}`, opts.zone);
    const end = new Date(start.getTime() + minutes * MINUTE);
    const clientId = r.next() < kind.withClient ? r.pick(clientIds) : null;
    const past = end.getTime() < now;
    const status = past ? pastStatus() : r.next() < 0.07 ? 'cancelled' : 'scheduled';
    const createdAt = new Date(Math.min(start.getTime() - (1 + r.int(60)) * DAY - r.int(DAY), now));
    const location =
      kind.type === 'delivery' && r.next() < 0.3
        ? r.pick(ADDRESSES)
        : kind.type === 'other'
          ? null
          : r.next() < 0.1
            ? "Client's home"
            : 'Studio';
    return {
      id: randomUUID(),
      workspaceId,
      clientId,
      title: r.pick(kind.titles),
      description: r.next() < 0.3 ? r.pick(NOTES) : null,
      type: kind.type,
      startTime: start,
      endTime: end,
      location,
      status,
      remindClient: clientId !== null && r.next() < 0.25,
      createdAt,
      updatedAt: status === 'scheduled' ? createdAt : past ? end : new Date(Math.min(now, createdAt.getTime() + DAY)),
    };
  }).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());

  const projectRows: Omit<typeof projects.$inferInsert, 'code'>[] = Array.from({ length: counts.projects }, (_, i) => {
    const type = r.pick(PROJECT_TYPES);
    const due = new Date(`${pickDay()}T00:00:00.000Z`);
    const createdAt = new Date(Math.min(due.getTime() - (30 + r.int(90)) * DAY, now));
    const done = due.getTime() < now;
    const status = done ? (r.next() < 0.9 ? 'completed' : 'review') : r.pick(['planning', 'in-progress', 'in-progress', 'review'] as const);
    return {
      id: randomUUID(),
      workspaceId,
      clientId: r.pick(clientIds),
      name: `${type} #${i + 1}`,
      description: r.next() < 0.5 ? `${type} in ${r.pick(['silk', 'wool', 'linen', 'cotton'])}` : null,
      type,
      status,
      priority: r.pick(PROJECT_PRIORITIES),
      progress: status === 'completed' ? 100 : r.int(100),
      // A date-only due date is midnight UTC (decision 015).
      dueDate: due,
      budgetCents: 20_000 + r.int(400_000),
      createdAt,
      updatedAt: createdAt,
    };
  });

  await db.transaction(async (tx) => {
    await insertBatched(await withProjectCodes(tx, projectRows), (batch) => tx.insert(projects).values(batch));
    await insertBatched(eventRows, (batch) => tx.insert(calendarEvents).values(batch));
  });
  return { eventIds: eventRows.map((e) => e.id!), projectIds: projectRows.map((p) => p.id!), until };
}
