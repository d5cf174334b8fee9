import { ROLE_PERMISSIONS, type DesignerStyle, type SizeChart, type SizeProposalAnswer, type SpecialOrder } from '@atelier/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { sampleUser } from '@/test/sample-user';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { SpecialOrdersPage } = await import('./special-orders-page');

const at = '2026-11-28T10:00:00.000Z';
const designer = { id: 's1', name: 'Pronovias' };
const aurore: DesignerStyle = {
  _id: 'st1',
  id: 'st1',
  designer,
  styleNumber: 'PR-2218',
  name: 'Aurore',
  fabric: '',
  colours: ['Ivory'],
  sizes: ['10', '12', '14'],
  cost: null,
  retail: 2890,
  note: '',
  pieces: 0,
  createdAt: at,
  updatedAt: at,
};
const misses = {
  _id: 'c1',
  id: 'c1',
  designer,
  name: 'Misses',
  unit: 'inches',
  rule: 'largest',
  measures: ['bust'],
  rows: [],
} as unknown as SizeChart;
const proposal: SizeProposalAnswer = {
  proposal: { size: '12', rule: 'largest', unit: 'cm', decidedBy: 'hips', differences: [], beyond: [], upchargeCents: 0, missing: [] },
  measurement: { id: 'm1', garmentType: 'dress', garmentName: 'Dress', measuredAt: at, unit: 'cm' },
  body: { bust: 91.4, waist: 70, hips: 99 },
};
const lea: SpecialOrder = {
  _id: 'o1',
  id: 'o1',
  client: { id: 'k1', name: 'Léa Fontaine' },
  style: { id: 'st1', styleNumber: 'PR-2218', name: 'Aurore', designer },
  colour: 'Ivory',
  size: '14',
  sizeProposal: { chartId: 'c1', chartName: 'Misses', measurementId: 'm1', proposal: proposal.proposal },
  extras: '',
  price: 2890.1,
  deposit: 1445.05,
  balance: 1445.05,
  weddingDate: '2027-09-12',
  designerConfirmation: 'PRV-88412',
  promisedShipDate: '2027-07-19',
  state: 'confirmed',
  road: {
    orderByDate: '2027-03-20',
    arriveByDate: '2027-07-18',
    expectedArrivalDate: '2027-07-19',
    firstFittingDate: '2027-08-01',
    finalFittingDate: '2027-08-29',
    pickupDate: '2027-09-05',
    daysToWedding: 245,
    atRisk: true,
  },
  note: '',
  opened: { invoiceId: null, contractId: null, purchaseOrderId: null, pieceId: null, projectId: null },
  piece: null,
  createdAt: at,
  updatedAt: at,
};

const renderPage = (user = sampleUser()) => renderSignedIn(<SpecialOrdersPage />, { path: 'special-orders', user });

beforeAll(() => {
  // jsdom lacks what Radix's select scrolls and measures with; none of it affects what is tested.
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const list = {
  'GET /special-orders?limit=50': { data: { specialOrders: [lea], nextCursor: null } },
  'GET /special-orders/settings': { data: { settings: { alterationDays: 56 } } },
};

describe('/special-orders', () => {
  it('shows a bride’s order with her countdown, the risk, the size proposed beside the one ordered, and moves it on', async () => {
    const fetch = stubApi({
      ...list,
      'POST /special-orders/o1/advance': { message: 'Special order moved on', data: { specialOrder: { ...lea, state: 'shipped' } } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    expect(card.getByText('At risk')).toBeTruthy();
    expect(card.getByText(/in 245 days/)).toBeTruthy();
    expect(card.getByText(/Chart proposed 12 \(Misses\)/)).toBeTruthy();
    expect(card.getByText('$2,890.10 · deposit $1,445.05 · balance $1,445.05')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alteration time: 56 days' })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Move to: Shipped' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Special order moved on'));
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ state: 'shipped' });
  });

  it('orders the size the designer’s chart proposes for the bride, with the money typed as written', async () => {
    const fetch = stubApi({
      ...list,
      'GET /clients?limit=50': { data: { clients: [{ id: 'k1', name: 'Léa Fontaine' }], nextCursor: null } },
      'GET /designer-styles?limit=50': { data: { designerStyles: [aurore], nextCursor: null } },
      'GET /size-charts?designerId=s1&limit=50': { data: { sizeCharts: [misses], nextCursor: null } },
      'GET /size-charts/c1/proposal?clientId=k1': { data: proposal },
      'POST /special-orders': { status: 201, message: 'Special order added', data: { specialOrder: lea } },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Léa Fontaine' });
    fireEvent.click(screen.getByRole('button', { name: 'New special order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New special order' }));
    fireEvent.click(dialog.getByRole('combobox', { name: 'Bride' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Léa Fontaine' }));
    fireEvent.click(dialog.getByRole('combobox', { name: 'Style' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PR-2218 · Aurore — Pronovias' }));
    fireEvent.keyDown(await dialog.findByRole('combobox', { name: /^Size chart/ }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Misses' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Order size 12' }));
    expect((dialog.getByRole('textbox', { name: 'Size ordered' }) as HTMLInputElement).value).toBe('12');
    fireEvent.change(dialog.getByLabelText('Wedding date'), { target: { value: '2027-09-12' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Price/ }), { target: { value: '2,890.10' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Deposit/ }), { target: { value: '1445.05' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toMatchObject({
      clientId: 'k1',
      styleId: 'st1',
      sizeChartId: 'c1',
      size: '12',
      price: 2890.1,
      deposit: 1445.05,
      weddingDate: '2027-09-12',
    });
  });

  it('checks a received gown in as a piece through its dialog, then sends it to alterations', async () => {
    const received = { ...lea, state: 'received' as const };
    const piece = { id: 'p1', code: 'S-0042' };
    const checkedIn = { ...lea, state: 'checked-in' as const, piece, opened: { ...lea.opened, pieceId: 'p1' } };
    const fetch = stubApi({
      'GET /special-orders?limit=50': { data: { specialOrders: [received], nextCursor: null } },
      'GET /special-orders/settings': list['GET /special-orders/settings'],
      'POST /special-orders/o1/check-in': { message: 'Gown checked in', data: { specialOrder: checkedIn } },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    expect(card.queryByRole('button', { name: /Move to/ })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Check in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check the gown in' }));
    expect(dialog.getByRole('combobox', { name: 'Condition' })).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /^Location/ }), { target: { value: 'Rail 3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gown checked in'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([url, init]) => init.method === 'POST' && String(url).endsWith('/check-in'))!;
    expect(JSON.parse(post[1].body as string)).toEqual({ condition: 'new', location: 'Rail 3' });
  });

  it('shows the piece of a checked-in gown with its tag, and opens its alterations', async () => {
    const piece = { id: 'p1', code: 'S-0042' };
    const checkedIn = { ...lea, state: 'checked-in' as const, piece, opened: { ...lea.opened, pieceId: 'p1' } };
    const fetch = stubApi({
      'GET /special-orders?limit=50': { data: { specialOrders: [checkedIn], nextCursor: null } },
      'GET /special-orders/settings': list['GET /special-orders/settings'],
      'POST /special-orders/o1/alterations': {
        message: 'Alterations opened',
        data: { specialOrder: { ...checkedIn, state: 'in-alterations', opened: { ...checkedIn.opened, projectId: 'pr1' } } },
      },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    expect(card.getByText('Piece S-0042')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Print tag' })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Send to alterations' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alterations opened'));
    const post = fetch.mock.calls.find(([url, init]) => init.method === 'POST' && String(url).endsWith('/alterations'))!;
    expect(JSON.parse(post[1].body as string)).toEqual({});
  });

  it('gives staff the orders without writing, moving or the alteration time', async () => {
    stubApi(list);
    renderPage(sampleUser({ studio: { id: 'w1', name: 'Studio', role: 'staff', permissions: [...ROLE_PERMISSIONS.staff], active: true } }));
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    expect(card.queryByRole('button', { name: /Move to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New special order' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Alteration time: 56 days' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the bride’s invoice, her agreement and the order to the designer once each, then links to them', async () => {
    const waiting: SpecialOrder = { ...lea, state: 'to-order' };
    const ordered: SpecialOrder = { ...waiting, opened: { ...waiting.opened, purchaseOrderId: 'po1' } };
    const fetch = stubApi({
      ...list,
      'GET /special-orders?limit=50': { data: { specialOrders: [waiting], nextCursor: null } },
      'POST /special-orders/designer-order': {
        status: 201,
        message: 'Order to the designer drafted',
        data: { specialOrders: [ordered] },
      },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    const documents = within(card.getByRole('list', { name: 'Documents of the order of Léa Fontaine' }));
    expect(documents.getByRole('button', { name: 'Invoice the bride' })).toBeTruthy();
    expect(documents.getByRole('button', { name: 'Agreement to sign' })).toBeTruthy();
    fireEvent.click(documents.getByRole('button', { name: 'Order from the designer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order to the designer drafted'));
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/special-orders/designer-order'))!;
    expect(JSON.parse(post[1].body as string)).toEqual({ orderIds: ['o1'] });
  });

  it('links to what an order opened instead of opening it again', async () => {
    const opened: SpecialOrder = { ...lea, opened: { ...lea.opened, invoiceId: 'i1', contractId: 'ct1', purchaseOrderId: 'po1' } };
    stubApi({ ...list, 'GET /special-orders?limit=50': { data: { specialOrders: [opened], nextCursor: null } } });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Léa Fontaine' }));
    expect(card.getByRole('link', { name: 'Her agreement' }).getAttribute('href')).toBe('/contracts/ct1');
    expect(card.getByRole('link', { name: 'Order to the designer' }).getAttribute('href')).toBe('/purchase-orders/po1');
    expect(card.getByRole('link', { name: 'Her invoice' }).getAttribute('href')).toContain('/invoices');
    expect(card.queryByRole('button', { name: 'Invoice the bride' })).toBeNull();
  });
});
