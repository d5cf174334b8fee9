// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalQuote } from '@atelier/shared';
import { samplePortal } from '@/test/sample-portal';
import { stubApi, type StubAnswer } from '@/test/stub-api';
import { startPortal } from './page';

const quote: PortalQuote = {
  id: 'q1',
  code: 'Q-0001',
  status: 'sent',
  title: 'Ivory gown',
  notes: '',
  lines: [
    { description: 'Bodice fitting', quantity: 2, unit: null, unitPrice: 120, amount: 240 },
    { description: 'Silk charmeuse', quantity: 3.5, unit: 'm', unitPrice: 41.66, amount: 145.81 },
  ],
  currency: 'USD',
  subtotal: 385.81,
  discount: 0,
  taxRate: 0,
  tax: 0,
  total: 385.81,
  pricesIncludeTax: false,
  taxBreakdown: [{ rate: 0, category: 'O', exemptionReason: '', net: 385.81, tax: 0 }],
  deposit: { type: 'amount', value: 100, amount: 100 },
  validUntil: '2099-12-31',
  sentAt: '2030-01-01T10:00:00.000Z',
  acceptedAt: null,
  declinedAt: null,
  depositInvoiceId: null,
  documentSha256: '1111111111111111111111111111111111111111111111111111111111111111',
};

async function open(answers: Record<string, StubAnswer>) {
  const fetch = stubApi({
    'GET /portal/tok': { data: { portal: samplePortal() } },
    'GET /portal/tok/quotes': { data: { quotes: [quote] } },
    ...answers,
  });
  await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
  await screen.findByRole('region', { name: 'Quotes' });
  return fetch;
}
const section = () => within(screen.getByRole('region', { name: 'Quotes' }));

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"></div>';
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

// The first test draws the whole page in jsdom: slow on a busy machine, so given room.
describe('a quote on the portal (decision 158)', { timeout: 20_000 }, () => {
  it('shows the lines, the total, the deposit and the date, and accepts only after the confirmation', async () => {
    const fetch = await open({
      'POST /portal/tok/quotes/q1/accept': { data: { quote: { ...quote, status: 'accepted', acceptedAt: '2030-01-02T10:00:00.000Z' } } },
    });
    expect(section().getByText('Silk charmeuse')).toBeTruthy();
    expect(section().getByText('3.5 m')).toBeTruthy();
    expect(section().getAllByText('$385.81')).toHaveLength(2); // The subtotal and the total.
    expect(section().getByText('Valid until December 31, 2099')).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'Accept' }));
    expect(section().getByText(/invoice for the deposit of \$100\.00/)).toBeTruthy();
    const yes = section().getByRole('button', { name: 'Yes, accept the quote' });
    expect(document.activeElement).toBe(yes);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/accept'))).toBe(false);
    fireEvent.click(yes);
    await waitFor(() => expect(section().getByText('Accepted')).toBeTruthy());
    expect(section().queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('sends the fingerprint of the quote shown; changed since, it draws the new one and says why (decision 183)', async () => {
    const raised: PortalQuote = {
      ...quote,
      total: 4000,
      deposit: { type: 'percent', value: 100, amount: 4000 },
      documentSha256: '2'.repeat(64),
    };
    let reads = 0;
    const fetch = stubApi({
      'GET /portal/tok': { data: { portal: samplePortal() } },
      'GET /portal/tok/quotes': () => ({ data: { quotes: [reads++ === 0 ? quote : raised] } }),
      'POST /portal/tok/quotes/q1/accept': {
        status: 409,
        data: { success: false, status_code: 409, code: 'DOCUMENT_CHANGED', message: 'This changed since you opened it.' },
      },
    });
    await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: [] }, '/portal/tok');
    await screen.findByRole('region', { name: 'Quotes' });
    fireEvent.click(section().getByRole('button', { name: 'Accept' }));
    fireEvent.click(section().getByRole('button', { name: 'Yes, accept the quote' }));
    await waitFor(() => expect(section().getByText(/The studio changed this since you opened it/)).toBeTruthy());
    expect(section().getAllByText('$4,000.00').length).toBeGreaterThan(0);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/accept'));
    expect(JSON.parse(String(call?.[1].body))).toEqual({ documentSha256: quote.documentSha256 });
    // Asked again, it is the new one that is confirmed: the deposit it now asks.
    fireEvent.click(section().getByRole('button', { name: 'Accept' }));
    expect(section().getByText(/invoice for the deposit of \$4,000\.00/)).toBeTruthy();
  });

  it('cancels the confirmation with Escape, focus back on Accept', async () => {
    await open({});
    const accept = section().getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.keyDown(section().getByRole('button', { name: 'Yes, accept the quote' }), { key: 'Escape' });
    expect(section().queryByRole('button', { name: 'Yes, accept the quote' })).toBeNull();
    expect(document.activeElement).toBe(section().getByRole('button', { name: 'Accept' }));
  });

  it('declines with the reason typed', async () => {
    const fetch = await open({ 'POST /portal/tok/quotes/q1/decline': { data: { quote: { ...quote, status: 'declined' } } } });
    fireEvent.click(section().getByRole('button', { name: 'Decline' }));
    fireEvent.input(section().getByRole('textbox', { name: 'Why are you declining? (optional)' }), { target: { value: 'Too dear' } });
    fireEvent.click(section().getByRole('button', { name: 'Decline the quote' }));
    await waitFor(() => expect(section().getByText('Declined')).toBeTruthy());
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/decline'));
    expect(JSON.parse(String(call?.[1].body))).toEqual({ reason: 'Too dear' });
  });
});
