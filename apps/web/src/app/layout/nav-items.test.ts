import { ROLE_PERMISSIONS, type StudioRole } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { SIDEBAR } from '../routes';
import { NAV_SECTIONS, navItemsFor, navSectionsFor, sectionOf } from './nav-items';

const as = (role: StudioRole) =>
  sampleUser({ studio: { id: 'w1', name: 'Studio', role, permissions: [...ROLE_PERMISSIONS[role]], active: true } });
const paths = (role: StudioRole) => navItemsFor(SIDEBAR.items, as(role)).map((item) => item.to);
/** Each section drawn for a role, and the paths of its entries. */
const sectionsFor = (role: StudioRole) =>
  navSectionsFor(SIDEBAR.items, as(role)).map((g) => [g.section, g.items.map((i) => i.to)] as const);
/**
 * What of `seen` the test names, in the order seen: the entries below keep their order, and an entry a
 * generated resource adds (`npm run new:resource`, decision 198) may sit among them without an edit here.
 */
const named = <T>(seen: T[], expected: T[]) => seen.filter((x) => expected.some((e) => JSON.stringify(e) === JSON.stringify(x)));

/** Every entry: its key, English name, guard's permission and section (decision 209), in the order drawn. */
const EVERY_ENTRY = [
  ['dashboard', 'Dashboard', undefined, 'today'],
  ['calendar', 'Calendar', undefined, 'today'],
  ['bookings', 'Bookings', 'bookings.read', 'today'],
  ['clients', 'Clients', undefined, 'clients'],
  ['groups', 'Groups', 'groups.read', 'clients'],
  ['measurements', 'Measurements', undefined, 'clients'],
  ['tickets', 'Tickets', 'tickets.read', 'workroom'],
  ['scan', 'Scan', undefined, 'workroom'],
  ['projects', 'Projects', undefined, 'workroom'],
  ['patterns', 'Pattern Designer', undefined, 'workroom'],
  ['aiPatterns', 'Pattern Generator', undefined, 'workroom'],
  ['materials', 'Materials', 'materials.read', 'stock'],
  ['purchaseOrders', 'Purchase Orders', 'purchaseOrders.read', 'stock'],
  ['suppliers', 'Suppliers', 'suppliers.read', 'stock'],
  ['quotes', 'Quotes', 'quotes.read', 'money'],
  ['contracts', 'Contracts', 'contracts.read', 'money'],
  ['invoices', 'Invoices', 'invoices.read', 'money'],
  ['services', 'Price list', 'services.read', 'money'],
  ['pay', 'Pay', 'pay.read', 'money'],
  ['analytics', 'Analytics', 'analytics.read', 'money'],
  ['settings', 'Settings', undefined, 'studio'],
];

const ALL = [
  '/dashboard',
  '/calendar',
  '/bookings',
  '/clients',
  '/groups',
  '/measurements',
  '/tickets',
  '/scan',
  '/projects',
  '/patterns',
  '/ai-patterns',
  '/materials',
  '/purchase-orders',
  '/suppliers',
  '/quotes',
  '/contracts',
  '/invoices',
  '/services',
  '/team/pay',
  '/analytics',
  '/settings',
];

const STAFF_ENTRIES = [
  '/dashboard',
  '/calendar',
  '/bookings',
  '/clients',
  '/groups',
  '/measurements',
  '/tickets',
  '/scan',
  '/projects',
  '/patterns',
  '/ai-patterns',
  '/materials',
  '/services',
  '/team/pay',
  '/settings',
];

describe('navigation by permission', () => {
  it('reads each entry from its route: the key, the English name, the guard’s permission and the section', () => {
    const entries = SIDEBAR.items.map(({ key, label, permission, section }) => [key, label, permission, section]);
    expect(named(entries, EVERY_ENTRY)).toEqual(EVERY_ENTRY);
  });

  it('shows the owner and managers every entry', () => {
    expect(named(paths('owner'), ALL)).toEqual(ALL);
    expect(named(paths('manager'), ALL)).toEqual(ALL);
    expect(paths('owner')).toEqual(SIDEBAR.items.map((item) => item.to));
  });

  it('leaves Purchase Orders, Suppliers, Quotes, Contracts, Invoices and Analytics out for staff, keeping the rest in order', () => {
    for (const money of ['/purchase-orders', '/suppliers', '/quotes', '/contracts', '/invoices', '/analytics'])
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

describe('sections (decision 209)', () => {
  it('puts every entry in exactly one declared section, and draws each entry once', () => {
    for (const item of SIDEBAR.items) expect(Object.keys(NAV_SECTIONS), item.key).toContain(item.section);
    const drawn = navSectionsFor(SIDEBAR.items, as('owner')).flatMap((g) => g.items.map((i) => i.to));
    expect([...drawn].sort()).toEqual(SIDEBAR.items.map((i) => i.to).sort());
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('draws the sections in their declared order, each entry in the routes’ order', () => {
    expect(Object.keys(NAV_SECTIONS)).toEqual(['today', 'clients', 'workroom', 'stock', 'money', 'studio']);
    const sections = sectionsFor('owner');
    expect(sections.map(([section]) => section)).toEqual(Object.keys(NAV_SECTIONS));
    // Sections first, then the routes' order: the routes are written in that order.
    expect(sections.flatMap(([, to]) => to)).toEqual(paths('owner'));
    expect(named(sections.find(([s]) => s === 'workroom')![1], ['/tickets', '/scan', '/projects', '/patterns', '/ai-patterns'])).toEqual([
      '/tickets',
      '/scan',
      '/projects',
      '/patterns',
      '/ai-patterns',
    ]);
  });

  it('shows staff only the Price list and Pay under Money, and Materials, the Catalogue, the size charts and the pieces under Stock', () => {
    const sections = Object.fromEntries(sectionsFor('staff'));
    expect(sections.money).toEqual(['/services', '/team/pay']);
    expect(sections.stock).toEqual(['/materials', '/designer-styles', '/size-charts', '/pieces']);
  });

  it('draws no section a role opens no entry of', () => {
    const user = sampleUser({ studio: { id: 'w1', name: 'S', role: 'staff', permissions: ['clients.read'], active: true } });
    const groups = navSectionsFor(SIDEBAR.items, user);
    expect(groups.map((g) => g.section)).not.toContain('money');
    expect(groups.map((g) => g.section)).not.toContain('stock');
    for (const group of groups) expect(group.items.length, group.section).toBeGreaterThan(0);
  });

  it('finds the section of the page on screen, a record’s page under its list', () => {
    expect(sectionOf(SIDEBAR.items, '/tickets/new')).toBe('workroom');
    expect(sectionOf(SIDEBAR.items, '/team/pay')).toBe('money');
    expect(sectionOf(SIDEBAR.items, '/contracts/templates')).toBe('money');
    expect(sectionOf(SIDEBAR.items, '/suppliers')).toBe('stock');
    expect(sectionOf(SIDEBAR.items, '/clients/c1')).toBe('clients');
    expect(sectionOf(SIDEBAR.items, '/clientsx')).toBeUndefined();
    expect(sectionOf(SIDEBAR.items, '/pricing')).toBeUndefined();
  });
});
