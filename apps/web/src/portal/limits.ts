/**
 * PORTAL_LIMITS.message of the shared contract (portal.ts). That module builds zod schemas, which
 * this page must not load (decision 085); limits.test.ts keeps the two equal.
 */
export const PORTAL_MESSAGE_MAX = 2000;
