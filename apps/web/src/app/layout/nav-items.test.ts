import { ROLE_PERMISSIONS, type StudioRole } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/sample-user';
import { SIDEBAR } from '../routes';
import { navItemsFor } from './nav-items';

const as = (role: StudioRole) =>
  sampleUser({ studio: { id: 'w1', name: 'Studio', role, permissions: [...ROLE_PERMISSIONS[role]], active: true } });
const paths = (role: StudioRole) => navItemsFor(SIDEBAR.items, as(role)).map((item) => item.to);

describe('navigation by permission', () => {
  it('reads each entry from its route: the key, the English name, and the guard’s permission', () => {
    expect(SIDEBAR.items.map(({ key, label, permission }) => [key, label.en, permission])).toEqual([
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
      ['invoices', 'Invoices', 'invoices.read'],
      ['calendar', 'Calendar', undefined],
      ['bookings', 'Bookings', 'bookings.read'],
      ['analytics', 'Analytics', 'analytics.read'],
      ['settings', 'Settings', undefined],
    ]);
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
      '/invoices',
      '/calendar',
      '/bookings',
      '/analytics',
      '/settings',
    ];
    expect(paths('owner')).toEqual(all);
    expect(paths('manager')).toEqual(all);
  });

  it('leaves Purchase Orders, Invoices and Analytics out for staff, keeping the rest (Bookings too) in order', () => {
    expect(paths('staff')).toEqual([
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
    ]);
  });

  it('reads the permissions the server answered, not the role name', () => {
    const user = sampleUser({
      studio: { id: 'w1', name: 'S', role: 'manager', permissions: ['clients.read', 'invoices.read'], active: true },
    });
    expect(navItemsFor(SIDEBAR.items, user).map((i) => i.to)).toContain('/invoices');
    expect(navItemsFor(SIDEBAR.items, user).map((i) => i.to)).not.toContain('/analytics');
  });
});
