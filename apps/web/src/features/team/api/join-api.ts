import { API } from '@atelier/shared';
import { call } from '@/lib/api-client';

/**
 * The join page's two calls (decision 072): what an invitation offers, readable before sign-in,
 * and joining. The secret travels in the body, never in an address.
 */
export const joinApi = {
  lookup: async (token: string) => (await call(API.team.lookupInvite, { body: { token } }, { ignoreUnauthorized: true })).invite,
  accept: async (token: string) => (await call(API.team.acceptInvite, { body: { token, leaveCurrentStudio: true } })).user,
};
