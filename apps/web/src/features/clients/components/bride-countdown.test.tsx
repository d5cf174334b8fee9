import type { SpecialOrder } from '@atelier/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { stubApi } from '@/test/stub-api';
import { BrideCountdown } from './bride-countdown';

const at = '2026-11-28T10:00:00.000Z';
const order = (id: string, state: SpecialOrder['state'], atRisk: boolean): SpecialOrder => ({
  _id: id,
  id,
  client: { id: 'k1', name: 'Léa Fontaine' },
  style: { id: 'st1', styleNumber: 'PR-2218', name: 'Aurore', designer: { id: 's1', name: 'Pronovias' } },
  colour: '',
  size: '12',
  sizeProposal: null,
  extras: '',
  price: 2890,
  deposit: 1445,
  balance: 1445,
  weddingDate: '2027-09-12',
  designerConfirmation: '',
  promisedShipDate: null,
  state,
  road: {
    orderByDate: null,
    arriveByDate: '2027-07-18',
    expectedArrivalDate: null,
    firstFittingDate: '2027-08-01',
    finalFittingDate: '2027-08-29',
    pickupDate: '2027-09-05',
    daysToWedding: 14,
    atRisk,
  },
  note: '',
  opened: { invoiceId: null, contractId: null, purchaseOrderId: null, pieceId: null, projectId: null },
  piece: null,
  createdAt: at,
  updatedAt: at,
});

const renderCountdown = () =>
  renderSignedIn(<BrideCountdown clientId="k1" name="Léa Fontaine" />, { path: 'clients/:id', entry: '/clients/k1' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the countdown on a bride’s page (decision 216)', () => {
  it('counts down to her wedding for each gown not yet collected, with its state and the risk', async () => {
    stubApi({
      'GET /special-orders?limit=20&clientId=k1': {
        data: { specialOrders: [order('o1', 'shipped', true), order('o2', 'collected', false)], nextCursor: null },
      },
    });
    renderCountdown();
    const region = within(await screen.findByRole('region', { name: 'Special orders of Léa Fontaine' }));
    expect(region.getByText(/in 14 days/)).toBeTruthy();
    expect(region.getByText('Shipped')).toBeTruthy();
    expect(region.getByText('At risk')).toBeTruthy();
    expect(region.getAllByRole('link', { name: 'Open the order' })).toHaveLength(1);
  });
});
