/** The refusals of bookings, calendar, fittings, groups, messaging, portal, measurement requests, in English (decision 200). */
export const EN_APPOINTMENTS = {} as const;
