import { ROLE_PERMISSIONS, type StudioRole } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { SIDEBAR } from '../routes';
import { navItemsFor } from './nav-items';

const as = (role: StudioRole) =>
  sampleUser({ studio: { id: 'w1', name: 'Studio', role, permissions: [...ROLE_PERMISSIONS[role]], active: true } });
const paths = (role: StudioRole) => navItemsFor(SIDEBAR.items, as(role)).map((item) => item.to);
/**
 * What of `seen` the test names, in the order seen: the entries below keep their order, and an entry a
 * generated resource adds (`npm run new:resource`, decision 198) may sit among them without an edit here.
 */
const named = <T>(seen: T[], expected: T[]) => seen.filter((x) => expected.some((e) => JSON.stringify(e) === JSON.stringify(x)));

const EVERY_ENTRY = [
  ['dashboard', 'Dashboard', undefined],
  ['clients', 'Clients', undefined],
  ['groups', 'Groups', 'groups.read'],
  ['measurements', 'Measurements', undefined],
  ['patterns', 'Pattern Designer', undefined],
  ['aiPatterns', 'Pattern Generator', undefined],
  ['projects', 'Projects', undefined],
  ['tickets', 'Tickets', 'tickets.read'],
  ['scan', 'Scan', undefined],
  ['materials', 'Materials', 'materials.read'],
  ['services', 'Price list', 'services.read'],
  ['pay', 'Pay', 'pay.read'],
  ['purchaseOrders', 'Purchase Orders', 'purchaseOrders.read'],
  ['quotes', 'Quotes', 'quotes.read'],
  ['contracts', 'Contracts', 'contracts.read'],
  ['invoices', 'Invoices', 'invoices.read'],
  ['calendar', 'Calendar', undefined],
  ['bookings', 'Bookings', 'bookings.read'],
  ['analytics', 'Analytics', 'analytics.read'],
  ['settings', 'Settings', undefined],
];

const STAFF_ENTRIES = [
  '/dashboard',
  '/clients',
  '/groups',
  '/measurements',
  '/patterns',
  '/ai-patterns',
  '/projects',
  '/tickets',
  '/scan',
  '/materials',
  '/services',
  '/team/pay',
  '/calendar',
  '/bookings',
  '/settings',
];

describe('navigation by permission', () => {
  it('reads each entry from its route: the key, the English name, and the guard’s permission', () => {
    const entries = SIDEBAR.items.map(({ key, label, permission }) => [key, label, permission]);
    expect(named(entries, EVERY_ENTRY)).toEqual(EVERY_ENTRY);
  });

  it('shows the owner and managers every entry', () => {
    const all = [
      '/dashboard',
      '/clients',
      '/groups',
      '/measurements',
      '/patterns',
      '/ai-patterns',
      '/projects',
      '/tickets',
      '/scan',
      '/materials',
      '/services',
      '/team/pay',
      '/purchase-orders',
      '/quotes',
      '/contracts',
      '/invoices',
      '/calendar',
      '/bookings',
      '/analytics',
      '/settings',
    ];
    expect(named(paths('owner'), all)).toEqual(all);
    expect(named(paths('manager'), all)).toEqual(all);
    expect(paths('owner')).toEqual(SIDEBAR.items.map((item) => item.to));
  });

  it('leaves Purchase Orders, Invoices and Analytics out for staff, keeping the rest (Bookings too) in order', () => {
    for (const money of ['/purchase-orders', '/quotes', '/contracts', '/invoices', '/analytics'])
      expect(paths('staff')).not.toContain(money);
    expect(named(paths('staff'), STAFF_ENTRIES)).toEqual(STAFF_ENTRIES);
  });

  it('reads the permissions the server answered, not the role name', () => {
    const user = sampleUser({
      studio: { id: 'w1', name: 'S', role: 'manager', permissions: ['clients.read', 'invoices.read'], active: true },
    });
    expect(navItemsFor(SIDEBAR.items, user).map((i) => i.to)).toContain('/invoices');
    expect(navItemsFor(SIDEBAR.items, user).map((i) => i.to)).not.toContain('/analytics');
  });
});
