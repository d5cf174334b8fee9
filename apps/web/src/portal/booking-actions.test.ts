// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { startPortal } from './page';

// A booked appointment on the portal (decision 161): cancelled or moved by the client, and a
// refusal within the studio's notice said in words.

const booked = { ...samplePortal().appointments[0]!, booked: true };

async function open(answers: Record<string, StubAnswer>) {
  const view = { ...samplePortal(), appointments: [booked] };
  const fetch = stubApi({ 'GET /portal/tok': { data: { portal: view } }, ...answers });
  await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
  return fetch;
}
const list = () => within(screen.getByRole('region', { name: 'Upcoming appointments' }));

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"></div>';
  localStorage.clear();
  // jsdom has the element but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('a booked appointment on the portal', () => {
  it('offers Cancel appointment and Move instead of a note asking to move', async () => {
    await open({});
    expect(list().getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
    expect(list().getByRole('button', { name: 'Move' })).toBeTruthy();
    expect(list().queryByRole('button', { name: 'Ask to move' })).toBeNull();
  });

  it('cancels once asked again, then says so and offers nothing more', async () => {
    const fetch = await open({ 'POST /portal/tok/appointments/ap1/cancel': { data: { appointment: booked } } });
    list().getByRole('button', { name: 'Cancel appointment' }).click();
    list().getByRole('button', { name: 'Yes, cancel it' }).click();
    await waitFor(() => expect(list().getByText('You cancelled this appointment')).toBeTruthy());
    expect(list().queryByRole('button', { name: 'Move' })).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/v1/portal/tok/appointments/ap1/cancel' && init.method === 'POST')).toBe(
      true,
    );
  });

  it('says why within the studio’s notice (BOOKING_NOTICE_PASSED)', async () => {
    await open({
      'POST /portal/tok/appointments/ap1/cancel': {
        status: 409,
        data: { success: false, status_code: 409, code: 'BOOKING_NOTICE_PASSED', message: 'Too late' },
      },
    });
    list().getByRole('button', { name: 'Cancel appointment' }).click();
    list().getByRole('button', { name: 'Yes, cancel it' }).click();
    await waitFor(() => expect(list().getByText(/too late to cancel or move this appointment online/)).toBeTruthy());
    expect(list().getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
  });

  it('moves it to a free time chosen in a dialog', async () => {
    const slot = { start: '2036-12-02T09:00:00.000Z', end: '2036-12-02T10:00:00.000Z', memberId: null };
    const moved = { ...booked, startTime: slot.start, endTime: slot.end };
    const fetch = await open({
      'GET /portal/tok/appointments/ap1/slots': { data: { slots: [slot], timeZone: 'UTC' } },
      'POST /portal/tok/appointments/ap1/move': { data: { appointment: moved } },
    });
    list().getByRole('button', { name: 'Move' }).click();
    const dialog = within(await screen.findByRole('dialog', { name: 'Move your appointment' }));
    // The time in the studio's zone, under its day's heading.
    await dialog.findByRole('heading', { level: 3 });
    dialog
      .getAllByRole('button')
      .find((b) => b.textContent !== 'Close')!
      .click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = fetch.mock.calls.find(([url]) => url === '/api/v1/portal/tok/appointments/ap1/move')?.[1].body;
    expect(JSON.parse(String(body))).toEqual({ start: slot.start, memberId: null });
    expect(list().getByText(/December 2, 2036/)).toBeTruthy();
  });
});
