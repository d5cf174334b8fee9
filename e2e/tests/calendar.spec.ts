import { expect, test, type Page } from '@playwright/test';
import type { CalendarEvent, Client } from '@atelier/shared';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { sideways } from '../fixtures/phone-width';

// The calendar journeys in a real browser against the real server. The account's zone
// is the default, Europe/Berlin; the days are computed in it, a few days from now.

const ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 3600_000;

/** The day `offset` days from now in Berlin, 'YYYY-MM-DD'. */
function berlinDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * DAY_MS),
  );
}
/** A weekday (Sunday to Friday) a few days ahead, so the next day is in the same week. */
function dayWithNextInSameWeek(): string {
  for (let offset = 2; ; offset += 1) {
    const day = berlinDay(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() < 6) return day;
  }
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Berlin's UTC offset on a day ('+01:00' in winter, '+02:00' in summer). */
function berlinOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}
const at = (day: string, time: string) => `${day}T${time}:00${berlinOffset(day)}`;

async function addEvent(user: TestUser, title: string, day: string, start: string, end: string, clientId: string | null = null) {
  const body = {
    title,
    type: 'fitting',
    clientId,
    startTime: at(day, start),
    endTime: at(day, end),
    location: '',
    description: '',
    remindClient: false,
  };
  return (await apiAs(user).post<{ event: CalendarEvent }>('/calendar', body)).event;
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('calendar', () => {
  test('add a fitting for a client: it shows in its day cell and in Upcoming Events, at the Berlin time typed', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    await apiAs(user).post<{ client: Client }>('/clients', { name: 'Grace Hopper', email: 'grace@example.com' });
    const day = berlinDay(2);
    await openSignedIn(page, user, `/calendar?view=month&date=${day}`);
    const cell = page.locator(`td[data-day="${day}"]`);
    await cell.getByRole('button', { name: /no events\. Add an event on this day/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByLabel('Title').fill('Second fitting');
    await choose(page, /^Client/, 'Grace Hopper');
    await dialog.getByLabel('Start').fill(`${day}T10:30`);
    await expect(dialog.getByLabel('End')).toHaveValue(`${day}T11:30`);
    await dialog.getByRole('checkbox', { name: 'Remind client' }).check();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(cell.getByRole('button', { name: /^10:30 Second fitting/ })).toBeVisible();
    await expect(page.getByTestId('calendar-upcoming').getByRole('button', { name: /Second fitting/ })).toBeVisible();
    const { events } = await apiAs(user).get<{ events: CalendarEvent[] }>(`/calendar?startDate=${day}&endDate=${day}`);
    expect(events).toHaveLength(1);
    expect(Date.parse(events[0]!.startTime)).toBe(Date.parse(at(day, '10:30')));
    expect(events[0]!.clientName).toBe('Grace Hopper');
    expect(events[0]!.remindClient).toBe(true);
  });

  test("a day with three events shows two and '+1 more', which lists all three", async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const day = berlinDay(3);
    await addEvent(user, 'Morning fitting', day, '09:00', '10:00');
    await addEvent(user, 'Noon fitting', day, '12:00', '13:00');
    await addEvent(user, 'Evening fitting', day, '18:00', '19:00');
    await openSignedIn(page, user, `/calendar?view=month&date=${day}`);
    const cell = page.locator(`td[data-day="${day}"]`);
    await expect(cell.getByTestId('event-chip')).toHaveCount(2);
    await expect(cell.getByTestId('event-chip').first()).toContainText('Morning fitting');
    await cell.getByRole('button', { name: /^\+1 more/ }).click();
    const list = page.getByRole('dialog', { name: /^Events on / });
    await expect(list.getByRole('button', { name: /fitting/ })).toHaveCount(3);
  });

  test('drag an event to the next day and an hour later in the week view: it is saved', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const day = dayWithNextInSameWeek();
    const event = await addEvent(user, 'Hem check', day, '10:00', '11:00');
    await openSignedIn(page, user, `/calendar?view=week&date=${day}`);
    const block = page.locator(`[data-event-id="${event.id}"]`).first();
    await block.scrollIntoViewIfNeeded();
    const from = (await block.boundingBox())!;
    const target = (await page
      .locator(`[data-day="${addDays(day, 1)}"]`)
      .first()
      .boundingBox())!;
    const hour = 48; // the grid's height of an hour
    await page.mouse.move(from.x + from.width / 2, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 16, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, from.y + 6 + hour, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText('Event updated successfully!')).toBeVisible();
    await expect
      .poll(async () => (await apiAs(user).get<{ event: CalendarEvent }>(`/calendar/${event.id}`)).event.startTime)
      .toBe(new Date(at(addDays(day, 1), '11:00')).toISOString());
  });

  test('a Free user sees the overlay and stays on the page', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/calendar');
    await expect(page.getByRole('heading', { name: 'This feature is not available on your current plan.' })).toBeVisible();
    await expect(page.getByText('You need to upgrade to a higher plan to use this feature...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/calendar');
  });
});

test.describe('calendar at 375 px @mobile', () => {
  test('the agenda shows the week, each day and its events @mobile', async ({ page }) => {
    const user = await createUser({ plan: 'premium' });
    const day = berlinDay(1);
    await addEvent(user, 'Final fitting', day, '15:00', '16:00');
    await openSignedIn(page, user, `/calendar?date=${day}`);
    const agenda = page.getByTestId('agenda');
    await expect(agenda.locator(':scope > li')).toHaveCount(7);
    await expect(agenda.locator(`li[data-day="${day}"]`).getByRole('button', { name: /Final fitting/ })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await sideways(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
