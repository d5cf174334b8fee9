import { ROLE_PERMISSIONS, type Rental } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInForMeasures } from '@/test/jsdom-measures';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { RentalsPage } = await import('./rentals-page');

const at = '2026-11-28T10:00:00.000Z';
const suit = { id: 'p1', code: 'S-0001', size: '40', colour: 'Grey', style: { id: 'st1', styleNumber: 'HB-40', name: 'Morning suit' } };
const record = (id: string, name: string, extra: Partial<Rental> = {}): Rental => ({
  _id: id,
  id,
  client: { id: `k-${id}`, name },
  group: null,
  pickupDate: '2027-06-12',
  returnDate: '2027-06-15',
  state: 'reserved',
  lines: [
    {
      id: `l-${id}`,
      piece: suit,
      wearer: null,
      price: 89.5,
      deposit: 150,
      bufferDays: 2,
      freeFrom: '2027-06-18',
      checkedOut: false,
      returned: null,
    },
  ],
  price: 89.5,
  deposit: 150,
  depositTaken: null,
  lateFeePerDay: 25,
  lateFeeCap: 100,
  late: false,
  settlement: null,
  invoiceId: null,
  contractId: null,
  note: 'Wedding in Lyon',
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const first = record('r1', 'Théo Marchand');

function renderPage(user = sampleUser(), entry = '/rentals') {
  const session = { user, setUser: vi.fn(), logout: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<Outlet context={session} />}>
            <Route path="rentals" element={<RentalsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const report = {
  today: '2027-06-14',
  outNow: 2,
  dueToday: 1,
  late: 1,
  inCleaning: 3,
  pieces: [{ ...suit, rentals: 4, earnings: 358, replacementValue: 320, paidFor: true }],
};
const list = {
  'GET /rentals?limit=50': { data: { rentals: [first], nextCursor: null } },
  'GET /rentals/report': { data: { report } },
};

beforeAll(standInForMeasures);

describe('/rentals', () => {
  it('shows each rental’s days, pieces, money and late terms, and changes its late fee typed with a comma', async () => {
    const fetch = stubApi({
      ...list,
      'PATCH /rentals/r1': { message: 'Rental updated', data: { rental: record('r1', 'Théo Marchand', { lateFeePerDay: 12.5 }) } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Théo Marchand' }));
    expect(card.getByText('Reserved')).toBeTruthy();
    expect(card.getByText('S-0001')).toBeTruthy();
    expect(card.getByText('$89.50 · deposit $150.00')).toBeTruthy();
    expect(card.getByText('Late: $25.00 a day, at most $100.00')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Edit the rental of Théo Marchand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rental' }));
    fireEvent.change(dialog.getByLabelText(/Late fee per day/), { target: { value: '12.50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(JSON.parse(patch[1].body as string)).toMatchObject({ pickupDate: '2027-06-12', returnDate: '2027-06-15', lateFeePerDay: 12.5 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rental updated'));
  });

  it('drafts the rental’s invoice once, then links to it, and links to an agreement already drafted (decision 226)', async () => {
    const invoiced = record('r1', 'Théo Marchand', { invoiceId: 'i1', contractId: 'ct1' });
    const fetch = stubApi({
      ...list,
      'POST /rentals/r1/invoice': { message: 'Invoice drafted', data: { rental: invoiced } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Théo Marchand' }));
    const documents = within(card.getByRole('list', { name: 'Documents of the rental of Théo Marchand' }));
    fireEvent.click(documents.getByRole('button', { name: 'Invoice the rental' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invoice drafted'));
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/rentals/r1/invoice') && init.method === 'POST')).toBe(true);
    expect(documents.getByRole('button', { name: 'Agreement to sign' })).toBeTruthy();
    cleanup();
    stubApi({ ...list, 'GET /rentals?limit=50': { data: { rentals: [invoiced], nextCursor: null } } });
    renderPage();
    const opened = within(await screen.findByRole('article', { name: 'Théo Marchand' }));
    expect(opened.getByRole('link', { name: 'Its invoice' }).getAttribute('href')).toContain('/invoices');
    expect(opened.getByRole('link', { name: 'Its agreement' }).getAttribute('href')).toBe('/contracts/ct1');
  });

  it('cancels a reserved rental after asking, and offers no edit or cancel once it is cancelled', async () => {
    const fetch = stubApi({
      'GET /rentals?limit=50': { data: { rentals: [first, record('r2', 'Zoé Adébáyọ̀', { state: 'cancelled' })], nextCursor: null } },
      'POST /rentals/r1/cancel': { message: 'Rental cancelled', data: { rental: record('r1', 'Théo Marchand', { state: 'cancelled' }) } },
    });
    renderPage();
    const cancelled = within(await screen.findByRole('article', { name: 'Zoé Adébáyọ̀' }));
    expect(cancelled.queryByRole('button', { name: /Cancel rental/ })).toBeNull();
    expect(cancelled.queryByRole('button', { name: /Edit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel rental: Théo Marchand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel rental' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel rental' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => init.method === 'POST' && String(url).endsWith('/rentals/r1/cancel'))).toBe(true),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rental cancelled'));
  });

  it('checks a rental out once its tag is read, saying at once a tag that is not on it', async () => {
    const fetch = stubApi({
      ...list,
      'POST /rentals/r1/check-out': { message: 'Rental checked out', data: { rental: record('r1', 'Théo Marchand', { state: 'out' }) } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check out: Théo Marchand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check out' }));
    const field = dialog.getByLabelText('Tag code');
    fireEvent.change(field, { target: { value: 's-0009' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByRole('alert').textContent).toBe('S-0009 is not on this rental.');
    fireEvent.change(field, { target: { value: ' s-0001 ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(dialog.getByText('Scanned')).toBeTruthy();
    // The deposit is taken as it goes out: the counter says how (decision 227).
    expect(dialog.getByText('Deposit to take: $150.00')).toBeTruthy();
    fireEvent.keyDown(dialog.getByRole('combobox', { name: 'Deposit taken by' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Card' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/check-out'))!;
    expect(JSON.parse(post[1].body as string)).toEqual({ codes: ['S-0001'], depositMethod: 'card' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rental checked out'));
  });

  it('opens the card payment page for the deposit in a new tab, until the payment is in (decision 229)', async () => {
    stubApi({
      ...list,
      'POST /rentals/r1/card-deposit': { message: 'Card payment page opened', data: { url: 'https://checkout.stripe.test/c/pay/cs_1' } },
      'GET /rentals/r1': {
        data: { rental: record('r1', 'Théo Marchand', { depositTaken: { method: 'card', on: '2027-06-12', online: true } }) },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Check out: Théo Marchand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check out' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay by card online' }));
    const page = await dialog.findByRole('link', { name: 'Open the payment page' });
    expect(page.getAttribute('href')).toBe('https://checkout.stripe.test/c/pay/cs_1');
    expect(page.getAttribute('target')).toBe('_blank');
    // Read again at once: paid, the page and the choice of a method give way; the suit goes out without one.
    expect(await dialog.findByText('Deposit of $150.00 paid online by card')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
    expect(dialog.queryByRole('combobox', { name: 'Deposit taken by' })).toBeNull();
  });

  it('shows a late rental flagged, and a returned one’s deposit settled as the server answered it', async () => {
    const settlement = {
      returnedOn: '2027-06-18',
      lateDays: 3,
      lateFee: 37.5,
      damage: 49.9,
      refund: 62.6,
      owed: 0,
      chargesInvoiceId: 'inv-9',
      refundedOnline: false,
    };
    stubApi({
      'GET /rentals/report': { data: { report } },
      'GET /rentals?limit=50': {
        data: {
          rentals: [
            record('r1', 'Théo Marchand', { state: 'out', late: true, depositTaken: { method: 'card', on: '2027-06-12', online: true } }),
            record('r2', 'Zoé Adébáyọ̀', {
              state: 'returned',
              settlement,
              depositTaken: { method: 'card', on: '2027-06-12', online: false },
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderPage();
    const late = within(await screen.findByRole('article', { name: 'Théo Marchand' }));
    expect(late.getByText('Late')).toBeTruthy();
    expect(late.getByText('Deposit of $150.00 paid online by card on Jun 12, 2027')).toBeTruthy();
    expect(late.getByRole('button', { name: 'Check in: Théo Marchand' })).toBeTruthy();
    const back = within(screen.getByRole('article', { name: 'Zoé Adébáyọ̀' }));
    expect(back.getByText('Late 3 days · Late fee: $37.50')).toBeTruthy();
    expect(back.getByText('Damage: $49.90')).toBeTruthy();
    // Refunded the way it was taken; what was kept is on its invoice (decision 227).
    expect(back.getByText('Deposit of $150.00 taken (Card) on Jun 12, 2027')).toBeTruthy();
    expect(back.getByText('Refund (Card): $62.60')).toBeTruthy();
    expect(back.getByRole('link', { name: 'Invoice of what was kept' }).getAttribute('href')).toBe('/invoices?client=k-r2');
    expect(back.queryByRole('button', { name: /Check/ })).toBeNull();
  });

  it('counts what is out, due, late and in cleaning, and marks a piece that paid for itself (decision 224)', async () => {
    stubApi(list);
    renderPage();
    const counts = within(await screen.findByRole('region', { name: 'Rentals today' }));
    expect(await counts.findByText('3')).toBeTruthy();
    expect(counts.getByText('In cleaning')).toBeTruthy();
    const earnings = within(await screen.findByRole('region', { name: 'What each piece has earned' }));
    expect(earnings.getByText('Rented 4 times')).toBeTruthy();
    expect(earnings.getByText('Paid for itself')).toBeTruthy();
    expect(earnings.getByText(/Earned \$358\.00/)).toBeTruthy();
  });

  it('opens one piece’s history from the pieces page’s link, and widens to every rental again', async () => {
    const fetch = stubApi({
      ...list,
      'GET /rentals?pieceId=p1&limit=50': { data: { rentals: [first], nextCursor: null } },
    });
    renderPage(sampleUser(), '/rentals?pieceId=p1&piece=S-0001');
    expect(await screen.findByText('Rentals of S-0001')).toBeTruthy();
    await screen.findByRole('article', { name: 'Théo Marchand' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('pieceId=p1'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Every rental' }));
    await waitFor(() => expect(screen.queryByText('Rentals of S-0001')).toBeNull());
  });

  it('opens on the late rentals from the bell’s link (decision 228)', async () => {
    const fetch = stubApi({
      ...list,
      'GET /rentals?due=late&limit=50': { data: { rentals: [first], nextCursor: null } },
    });
    renderPage(sampleUser(), '/rentals?due=late');
    await screen.findByRole('article', { name: 'Théo Marchand' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/v1/rentals?due=late&limit=50');
  });

  it('gives staff the list without renting, editing, cancelling or deleting', async () => {
    stubApi(list);
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    const card = within(await screen.findByRole('article', { name: 'Théo Marchand' }));
    expect(screen.queryByRole('button', { name: 'New rental' })).toBeNull();
    expect(card.queryAllByRole('button')).toEqual([]);
  });
});
