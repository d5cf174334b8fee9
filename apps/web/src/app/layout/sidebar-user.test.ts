import { describe, expect, it } from 'vitest';
import { sidebarDisplayName, sidebarInitials, sidebarPlanLabel } from './sidebar-user';

const base = { firstName: 'Ada', lastName: 'Stitch', email: 'ada@example.com', isAdmin: false, plan: 'premium' as const };

describe('sidebar user rules', () => {
  it('shows first and last name, else email, else Guest User', () => {
    expect(sidebarDisplayName(base)).toBe('Ada Stitch');
    expect(sidebarDisplayName({ ...base, lastName: '' })).toBe('Ada');
    expect(sidebarDisplayName({ ...base, firstName: '', lastName: '' })).toBe('ada@example.com');
    expect(sidebarDisplayName({ ...base, firstName: '', lastName: '', email: '' })).toBe('Guest User');
    expect(sidebarDisplayName(null)).toBe('Guest User');
  });

  it('labels admins Admin, else the capitalised plan, else Basic User', () => {
    expect(sidebarPlanLabel({ ...base, isAdmin: true })).toBe('Admin');
    expect(sidebarPlanLabel(base)).toBe('Premium Plan');
    expect(sidebarPlanLabel({ ...base, plan: 'free' })).toBe('Free Plan');
    expect(sidebarPlanLabel({ ...base, plan: 'enterprise' })).toBe('Enterprise Plan');
    expect(sidebarPlanLabel({ ...base, plan: '' as never })).toBe('Basic User');
    expect(sidebarPlanLabel(undefined)).toBe('Basic User');
  });

  it('builds initials from the name, else the email', () => {
    expect(sidebarInitials(base)).toBe('AS');
    expect(sidebarInitials({ ...base, firstName: '', lastName: '' })).toBe('A');
    expect(sidebarInitials(null)).toBe('G');
  });
});
