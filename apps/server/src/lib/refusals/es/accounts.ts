import type { EN_ACCOUNTS } from '../en/accounts.js';

/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans (decision 200); the type asks for every English key. */
export const ES_ACCOUNTS: Record<keyof typeof EN_ACCOUNTS, string> = {};
