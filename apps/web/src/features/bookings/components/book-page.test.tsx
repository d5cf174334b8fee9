import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookingPage } from '@atelier/shared';
import { stubApi } from '@/test/stub-api';
import { BookPage } from './book-page';

// The public booking page (decision 161) against stubbed answers: the steps, the consent asked,
// and a time taken a moment before said with the alternatives to pick.

const page: PublicBookingPage = {
  studio: { name: 'Atelier Rose', slug: 'atelier-rose', logoUrl: '', brandColor: '', timeZone: 'UTC', currency: 'EUR', language: 'fr' },
  terms: 'A deposit holds your appointment.',
  noticeHours: 24,
  depositsTaken: true,
  appointmentTypes: [
    {
      id: 't1',
      name: 'Bridal consultation',
      durationMinutes: 60,
      price: 0,
      deposit: 0,
      members: [],
      documentSha256: '1111111111111111111111111111111111111111111111111111111111111111',
    },
    {
      id: 't2',
      name: 'First fitting',
      durationMinutes: 45,
      price: 120,
      deposit: 25.5,
      members: [],
      documentSha256: '2222222222222222222222222222222222222222222222222222222222222222',
    },
  ],
};
const slot = (start: string) => ({ start, end: start, memberId: null });
const taken = slot('2036-12-01T09:00:00.000Z');
const next = slot('2036-12-01T11:00:00.000Z');
const confirmed = {
  id: 'b1',
  status: 'confirmed',
  typeName: 'Bridal consultation',
  start: next.start,
  end: next.start,
  deposit: 0,
  depositPaid: false,
  holdExpiresAt: null,
  checkoutUrl: '',
  portalUrl: 'http://localhost/portal/tok',
};

beforeEach(() => {
  window.history.replaceState(null, '', '/book/atelier-rose');
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the booking page', () => {
  it('says so for an address no studio has', async () => {
    stubApi({ 'GET /book/atelier-rose': { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'No' } } });
    render(<BookPage />);
    expect(await screen.findByText('This booking page does not exist')).toBeTruthy();
  });

  it('books a time: the terms must be agreed, a time just taken offers the next ones, then it is booked', async () => {
    let posts = 0;
    const fetch = stubApi({
      'GET /book/atelier-rose': { data: { page } },
      [`GET /book/atelier-rose/slots?typeId=t1&from=${new Date().toISOString().slice(0, 10)}&days=14`]: {
        data: { slots: [taken, next], timeZone: 'UTC' },
      },
      'POST /book/atelier-rose/bookings': () =>
        ++posts === 1
          ? { status: 409, data: { success: false, status_code: 409, code: 'SLOT_TAKEN', message: 'Taken', alternatives: [next] } }
          : { status: 201, data: { booking: confirmed, key: 'k1' } },
      'GET /book/atelier-rose/bookings/b1?key=k1': { data: { booking: confirmed } },
    });
    render(<BookPage />);
    fireEvent.click(await screen.findByRole('button', { name: /First fitting/ }));
    expect(screen.getByTestId('book-chosen-type').textContent).toBe('First fitting');
    fireEvent.click(screen.getByRole('button', { name: 'Change: First fitting' }));
    fireEvent.click(screen.getByRole('button', { name: /Bridal consultation/ }));
    const times = within(await screen.findByRole('group', { name: /^Free times on/ }));
    fireEvent.click(times.getAllByRole('button')[0]!);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chloé Martin' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Agree to the booking terms to book')).toBeTruthy();
    expect(posts).toBe(0);

    fireEvent.click(screen.getByLabelText('I agree to the booking terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('That time was just taken')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('book-alternatives')).getByRole('button'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Chloé Martin');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByTestId('book-result').dataset.status).toBe('confirmed'));
    // The creation's answer is shown as it came, with the client's portal and its calendar file.
    expect(screen.getByRole('link', { name: 'Your client page' }).getAttribute('href')).toBe('http://localhost/portal/tok');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    const bodies = fetch.mock.calls.filter(([, init]) => init.method === 'POST').map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies.map((b) => b.start)).toEqual([taken.start, next.start]);
    expect(bodies[1]).toMatchObject({ name: 'Chloé Martin', phone: '06 12 34 56 78', email: null, acceptTerms: true });
    expect(JSON.parse(sessionStorage.getItem('atelier.booking.atelier-rose')!)).toEqual({ id: 'b1', key: 'k1' });
  });
});
