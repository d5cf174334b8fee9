import { DEFAULT_SETTINGS, ROLE_PERMISSIONS, type User, type UserProfile } from '@atelier/shared';

/** A signed-in user as the API answers it, for web tests; override what a test is about. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Stitch',
    businessName: '',
    businessType: '',
    isEmailVerified: true,
    image: '',
    plan: 'premium',
    isSubActive: true,
    trialEndDate: null,
    isAdmin: false,
    roles: ['designer'],
    createdAt: '2025-01-01T00:00:00.000Z',
    settings: DEFAULT_SETTINGS,
    studio: { id: 'w1', name: "Ada's studio", role: 'owner', permissions: [...ROLE_PERMISSIONS.owner], active: true },
    ...overrides,
  };
}

/** The same user's profile (GET /user/profile), with no contact details and one session. */
export function sampleProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...sampleUser(),
    phone: '',
    address: '',
    bio: '',
    website: '',
    pendingEmail: '',
    is2FAEnabled: false,
    hasPassword: true,
    activeSessions: [],
    ...overrides,
  };
}
