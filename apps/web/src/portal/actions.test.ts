// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import type { PortalView } from '@atelier/shared';
import { startPortal } from './page';

async function open(answers: Record<string, StubAnswer | (() => StubAnswer)>, view: PortalView = samplePortal()) {
  const fetch = stubApi({ 'GET /portal/tok': { data: { portal: view } }, ...answers });
  await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
  return fetch;
}

/** What the page sent to `path`, as JSON. */
const sent = (fetch: ReturnType<typeof stubApi>, path: string) => {
  const call = fetch.mock.calls.find(([url, init]) => url === `/api/v1${path}` && init.method === 'POST');
  return call ? JSON.parse(String(call[1].body ?? 'null')) : undefined;
};
const region = (name: string) => within(screen.getByRole('region', { name }));
const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });
const appointment = samplePortal().appointments[0]!;
const clientMessage = {
  _id: 'm2',
  id: 'm2',
  direction: 'in',
  channel: 'portal',
  body: 'Is my dress ready?',
  createdAt: '2030-01-02T10:00:00.000Z',
} as const;
const studioReply = { ...clientMessage, _id: 'm3', id: 'm3', direction: 'out', channel: 'email', body: 'Yes, come on Friday.' } as const;

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"></div>';
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('what the client does on the portal', () => {
  it('confirms an appointment: it then says Confirmed and offers Confirm no more', async () => {
    const fetch = await open({
      'POST /portal/tok/appointments/ap1/confirm': { data: { appointment: { ...appointment, clientResponse: 'confirmed' } } },
    });
    region('Upcoming appointments').getByRole('button', { name: 'Confirm' }).click();
    await waitFor(() => expect(region('Upcoming appointments').getByText('Confirmed')).toBeTruthy());
    expect(region('Upcoming appointments').queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Confirmed');
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/portal/tok/appointments/ap1/confirm')).toBe(true);
  });

  it('asks to move an appointment with a note', async () => {
    const fetch = await open({
      'POST /portal/tok/appointments/ap1/reschedule': { data: { appointment: { ...appointment, clientResponse: 'reschedule' } } },
    });
    const list = region('Upcoming appointments');
    const ask = list.getByRole('button', { name: 'Ask to move' });
    ask.click();
    expect(ask.getAttribute('aria-expanded')).toBe('true');
    const note = list.getByRole('textbox', { name: 'When could you come instead?' });
    expect(document.activeElement).toBe(note);
    type(note, 'Thursday afternoon works');
    list.getByRole('button', { name: 'Send request' }).click();
    await waitFor(() => expect(list.getByText('You asked to move this appointment')).toBeTruthy());
    expect(sent(fetch, '/portal/tok/appointments/ap1/reschedule')).toEqual({ message: 'Thursday afternoon works' });
    expect(list.queryByRole('textbox')).toBeNull();
  });

  it('closes the note with Escape, focus back on Ask to move', async () => {
    await open({});
    const list = region('Upcoming appointments');
    const ask = list.getByRole('button', { name: 'Ask to move' });
    ask.click();
    fireEvent.keyDown(list.getByRole('textbox'), { key: 'Escape' });
    expect(list.queryByRole('textbox')).toBeNull();
    expect(ask.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(ask);
  });

  it('shows the conversation, oldest first, with who wrote each message, how it came and when', async () => {
    await open({
      'GET /portal/tok/messages?limit=20': {
        data: { messages: [studioReply, { ...clientMessage, id: 'm1', body: 'Is my dress ready?' }], nextCursor: null },
      },
    });
    const thread = region('Messages').getByRole('list', { name: 'Your messages with Maison Ada' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first!.textContent).toContain('Is my dress ready?');
    expect(first!.textContent).toMatch(/^You, .+, on this page/);
    expect(second!.textContent).toMatch(/^Maison Ada, .+, by email/);
    expect(second!.textContent).toContain('Yes, come on Friday.');
  });

  it('sends a message, counting its characters, saying it was sent and adding it to the conversation', async () => {
    const fetch = await open({
      'GET /portal/tok/messages?limit=20': { data: { messages: [], nextCursor: null } },
      'POST /portal/tok/messages': { status: 201, data: { message: clientMessage } },
    });
    const box = region('Messages');
    await waitFor(() => expect(box.getByText('No messages yet. Write to the studio below.')).toBeTruthy());
    const field = box.getByRole('textbox', { name: 'Your message to Maison Ada' });
    expect(box.getByText('0 of 2000 characters')).toBeTruthy();
    box.getByRole('button', { name: 'Send' }).click();
    expect(box.getByRole('status').textContent).toBe('Write a message first.');
    type(field, 'Is my dress ready?');
    expect(box.getByText('18 of 2000 characters')).toBeTruthy();
    box.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(box.getByRole('status').textContent).toBe('Your message was sent.'));
    expect(sent(fetch, '/portal/tok/messages')).toEqual({ message: 'Is my dress ready?' });
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(box.getByRole('listitem').textContent).toContain('Is my dress ready?');
  });

  it('says to wait when a message is refused for too many requests', async () => {
    await open({ 'POST /portal/tok/messages': { status: 429, data: { success: false, code: 'RATE_LIMITED', message: 'Too many' } } });
    const box = region('Messages');
    type(box.getByRole('textbox'), 'Hello');
    box.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(box.getByRole('status').textContent).toBe('Too many requests. Please wait a minute, then try again.'));
  });

  it('shows the dead-link page when the link dies while the page is open', async () => {
    await open({ 'POST /portal/tok/messages': { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Not found' } } });
    const box = region('Messages');
    type(box.getByRole('textbox'), 'Hello');
    box.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link is no longer active'));
    expect(screen.queryByText('Maison Ada')).toBeNull();
  });
});

describe('measuring at home', () => {
  const submitted = (flags: Array<{ name: string; reason: string }> = []): StubAnswer => ({
    data: { request: { ...samplePortal().measurementRequests[0]!, status: 'submitted' }, flags },
  });

  it('shows an unlikely value back before sending, and sends once it is corrected', async () => {
    const fetch = await open({ 'POST /portal/tok/measurement-requests/r1': submitted() });
    const form = region('Measure yourself');
    const hips = form.getByRole('textbox', { name: 'Hips (in)' });
    // An inch size takes fractions: the text keyboard, which has a space and a slash (decision 124).
    expect(hips.getAttribute('inputmode')).toBe('text');
    expect(form.getByText('Around the fullest part of your hips')).toBeTruthy();
    type(hips, '16');
    type(form.getByRole('textbox', { name: 'Waist (in)' }), '28');
    form.getByRole('button', { name: 'Send measurements' }).click();
    expect(form.getByText(/^Hips 16 in\? Please check/)).toBeTruthy();
    expect(form.getByRole('button', { name: 'Send anyway' })).toBeTruthy();
    expect(document.activeElement).toBe(hips);
    expect(sent(fetch, '/portal/tok/measurement-requests/r1')).toBeUndefined();

    type(hips, '38 1/2');
    expect(form.queryByText(/Please check/)).toBeNull();
    expect(form.queryByRole('button', { name: 'Send anyway' })).toBeNull();
    form.getByRole('button', { name: 'Send measurements' }).click();
    await waitFor(() => expect(form.getByRole('status').textContent).toBe('Sent, waiting for the studio.'));
    expect(sent(fetch, '/portal/tok/measurement-requests/r1')).toEqual({
      values: [
        { name: 'Hips', size: 38.5 },
        { name: 'Waist', size: 28 },
      ],
    });
    expect(form.queryByRole('textbox')).toBeNull();
  });

  it('sends anyway when the client confirms, and says what the studio will check', async () => {
    const fetch = await open({ 'POST /portal/tok/measurement-requests/r1': submitted([{ name: 'Hips', reason: 'far-from-previous' }]) });
    const form = region('Measure yourself');
    type(form.getByRole('textbox', { name: 'Hips (in)' }), '50');
    type(form.getByRole('textbox', { name: 'Note for the studio (optional)' }), 'Measured twice');
    form.getByRole('button', { name: 'Send measurements' }).click();
    expect(form.getByText('Hips 50 in? Please check: last time it was 38 in.')).toBeTruthy();
    form.getByRole('button', { name: 'Send anyway' }).click();
    await waitFor(() =>
      expect(form.getByRole('status').textContent).toBe('Sent, waiting for the studio. The studio will double-check: Hips.'),
    );
    expect(sent(fetch, '/portal/tok/measurement-requests/r1')).toEqual({ values: [{ name: 'Hips', size: 50 }], note: 'Measured twice' });
  });

  it('refuses what is no size of the unit, naming the measurement, and an empty form', async () => {
    const fetch = await open({});
    const form = region('Measure yourself');
    form.getByRole('button', { name: 'Send measurements' }).click();
    expect(form.getByRole('status').textContent).toBe('Enter at least one measurement.');
    const hips = form.getByRole('textbox', { name: 'Hips (in)' });
    type(hips, '38 1/3');
    form.getByRole('button', { name: 'Send measurements' }).click();
    expect(hips.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Hips: write 27 1/4 or 27.25')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
  });

  it('shows a request already sent as waiting for the studio', async () => {
    const view = samplePortal();
    await open({}, { ...view, measurementRequests: [{ ...view.measurementRequests[0]!, status: 'submitted' }] });
    const form = region('Measure yourself');
    expect(form.getByText('Sent, waiting for the studio.')).toBeTruthy();
    expect(form.queryByRole('textbox')).toBeNull();
  });
});
