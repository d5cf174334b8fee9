import type { Group, GroupMember, SpecialOrder } from '@atelier/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { stubApi } from '@/test/stub-api';
import { GroupPage } from './group-page';

/** A wedding party's special orders together on the group's page, and the countdown (decision 219). */
const at = '2026-11-28T10:00:00.000Z';
const group: Group = {
  _id: 'g1',
  id: 'g1',
  name: 'Fontaine wedding',
  kind: 'wedding',
  eventDate: null,
  code: 'K7M2QX',
  payer: null,
  notes: '',
  archivedAt: null,
  counts: { members: 6, measured: 0, fitted: 0, paid: 0, done: 0 },
  createdAt: at,
  updatedAt: at,
};
const NAMES = ['Léa Fontaine', 'Inès Moreau', 'Zoë Ångström-Lindqvist de la Tour d’Auvergne', 'Nora Petit', 'Chloé Martin', 'Emma Roux'];
const member = (n: number): GroupMember => ({
  _id: `m${n}`,
  id: `m${n}`,
  client: { id: `c${n}`, name: NAMES[n]!, phone: '', email: '', preferredChannel: 'email' },
  role: n === 0 ? 'Bride' : 'Bridesmaid',
  project: null,
  currentStage: '',
  measured: false,
  fitted: false,
  invoiced: false,
  paid: false,
  done: false,
  position: n,
});
type Over = Partial<Omit<SpecialOrder, 'road'>> & { days?: number; atRisk?: boolean };
const order = (n: number, { days = 287, atRisk = false, ...over }: Over): SpecialOrder => ({
  _id: `o${n}`,
  id: `o${n}`,
  client: { id: `c${n}`, name: NAMES[n]! },
  style: { id: 'st1', styleNumber: 'PR-2218', name: 'Aurore', designer: { id: 's1', name: 'Pronovias' } },
  colour: 'Ivory',
  size: '10',
  sizeProposal: null,
  extras: '',
  price: 890,
  deposit: 445,
  balance: 445,
  weddingDate: '2027-09-12',
  designerConfirmation: '',
  promisedShipDate: null,
  state: 'ordered',
  road: {
    orderByDate: null,
    arriveByDate: '2027-07-18',
    expectedArrivalDate: null,
    firstFittingDate: '2027-08-01',
    finalFittingDate: '2027-08-29',
    pickupDate: '2027-09-05',
    daysToWedding: days,
    atRisk,
  },
  note: '',
  opened: { invoiceId: null, contractId: null, purchaseOrderId: null, pieceId: null, projectId: null },
  piece: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const orders = [
  order(0, { style: { id: 'st2', styleNumber: 'PR-100', name: 'Céleste', designer: { id: 's1', name: 'Pronovias' } }, size: '12' }),
  order(1, { size: '14', state: 'shipped' }),
  order(2, { size: '10', atRisk: true }),
  order(3, { size: '8' }),
  order(4, { size: '12', weddingDate: '2027-09-05', days: 280 }),
  order(5, { size: '10' }),
];

function renderParty(
  withOrders: SpecialOrder[] | (() => SpecialOrder[]),
  over: Partial<Group> = {},
  more: Parameters<typeof stubApi>[0] = {},
) {
  const read = typeof withOrders === 'function' ? withOrders : () => withOrders;
  const api = stubApi({
    'GET /groups/g1': { data: { group: { ...group, ...over }, members: NAMES.map((_, n) => member(n)) } },
    'GET /special-orders?limit=100&groupId=g1': () => ({ data: { specialOrders: read(), nextCursor: null } }),
    ...more,
  });
  renderSignedIn(<GroupPage />, { path: 'groups/:id', entry: '/groups/g1' });
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the party’s special orders on the group’s page (decision 219)', () => {
  it('groups the orders by style and colour with each member’s size, state and risk, and counts down to the first wedding', async () => {
    renderParty(orders);
    // The first render loads the page's code and catalogs; a slow machine needs more than a second.
    const section = within(await screen.findByRole('region', { name: 'Special orders' }, { timeout: 5000 }));
    const aurore = within(section.getByRole('article', { name: 'PR-2218 Aurore · Ivory — 5 dresses: sizes 8, 10, 10, 12, 14' }));
    const rows = aurore.getAllByTestId('party-order');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nora PetitSize 8Ordered',
      'Zoë Ångström-Lindqvist de la Tour d’AuvergneSize 10Ordered At risk',
      'Emma RouxSize 10Ordered',
      'Chloé MartinSize 12Ordered',
      'Inès MoreauSize 14Shipped',
    ]);
    expect(section.getByRole('heading', { level: 3, name: 'PR-100 Céleste · Ivory — 1 dress: size 12' })).toBeTruthy();
    const link = aurore.getByRole('link', { name: 'Open the special orders of Nora Petit' });
    expect(link.getAttribute('href')).toBe('/special-orders?search=Nora%20Petit');
    // No event date on the group: the first wedding among the orders, with the server's count of days.
    expect(screen.getByTestId('party-countdown').textContent).toContain('in 280 days');
    // Each member's row shows her order.
    const maid = within(screen.getByRole('article', { name: 'Inès Moreau' }));
    expect(maid.getByTestId('member-order').textContent).toBe('PR-2218 Aurore · Ivory · Size 14Shipped');
  });

  it('counts down to the group’s own event date, and shows no section without orders', async () => {
    renderParty([], { eventDate: '2099-06-14' });
    await screen.findByRole('heading', { level: 1, name: 'Fontaine wedding' });
    await waitFor(() => expect(screen.getByTestId('party-countdown').textContent).toMatch(/· in \d+ days$/));
    expect(screen.queryByRole('region', { name: 'Special orders' })).toBeNull();
  });

  it('orders a lot’s dresses still to order from their designer on one draft, then links to it (decision 221)', async () => {
    const toOrder = orders.map((o, n) => (n === 0 || n === 1 ? o : { ...o, state: 'to-order' as const }));
    let current = toOrder;
    const api = renderParty(
      () => current,
      {},
      {
        'POST /special-orders/designer-order': () => {
          current = toOrder.map((o) => (o.state === 'to-order' ? { ...o, opened: { ...o.opened, purchaseOrderId: 'po1' } } : o));
          return { status: 201, message: 'Order to the designer drafted', data: { specialOrders: current } };
        },
      },
    );
    const section = within(await screen.findByRole('region', { name: 'Special orders' }, { timeout: 5000 }));
    const aurore = within(section.getByRole('article', { name: /^PR-2218 Aurore/ }));
    // Inès's dress is shipped already: the four still to order go, not hers.
    aurore.getByRole('button', { name: 'Order 4 dresses from Pronovias' }).click();
    const link = await aurore.findByRole('link', { name: 'Order to Pronovias' });
    expect(link.getAttribute('href')).toBe('/purchase-orders/po1');
    expect(aurore.queryByRole('button', { name: /^Order \d dress/ })).toBeNull();
    const posted = api.mock.calls.find(([url, init]) => url.endsWith('/special-orders/designer-order') && init.method === 'POST');
    expect(JSON.parse(String(posted?.[1].body))).toEqual({ orderIds: ['o3', 'o2', 'o5', 'o4'] });
    // The other style's lot has no dress to order and no draft: nothing to offer.
    const celeste = within(section.getByRole('article', { name: /^PR-100 Céleste/ }));
    expect(celeste.queryByRole('button')).toBeNull();
  });

  it('says it in French', async () => {
    await act(async () => setLanguage('fr'));
    try {
      renderParty(orders);
      const section = within(await screen.findByRole('region', { name: 'Commandes spéciales' }, { timeout: 5000 }));
      expect(section.getByRole('heading', { level: 3, name: 'PR-2218 Aurore · Ivory — 5 robes : tailles 8, 10, 10, 12, 14' })).toBeTruthy();
      expect(section.getByText('Taille 14')).toBeTruthy();
      expect(section.getByText('À risque')).toBeTruthy();
      expect(screen.getByTestId('party-countdown').textContent).toContain('dans 280 jours');
    } finally {
      await act(async () => setLanguage(undefined));
    }
  });
});
