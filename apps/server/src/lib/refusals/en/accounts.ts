/** The refusals of team, account, sign-in, two-factor, API tokens, subscriptions, plans, in English (decision 200). */
export const EN_ACCOUNTS = {} as const;
